import { useLingui } from '@lingui/react';
import {
  Button,
  FormItem,
  IconPicker,
  Input,
  MenuIcon,
  NumberInput,
  Popover,
  RadioGroup,
  TreeSelect,
} from '@wcm/console-ui';
import { useState } from 'react';
import { useDictOptions } from '../../common/dict';
import * as css from '../../common/list-page/page.css';
import { menuFields, type MenuType } from './menu-tree';
import { useMenuForm } from './use-menu-form';
import { RecordDialog } from '../../common/edit/record-dialog';
import * as labels from './menu-labels';

const TITLES = {
  add: /*i18n*/ { id: 'pages.system.menu.add', message: 'Add menu' },
  edit: /*i18n*/ { id: 'pages.system.menu.edit', message: 'Edit menu' },
};

type Flag = '0' | '1';

/** RuoYi's yes/no choice: '0' is yes. */
const yesNo = (yes: string, no: string) => [
  { value: '0', label: yes },
  { value: '1', label: no },
];

/** A '0'/'1' setting of the menu as radio buttons. */
function FlagField(props: {
  label: string;
  options: readonly { value: string; label: string }[];
  bound: { value: Flag; onChange: (value: Flag) => void };
}) {
  const { value, onChange } = props.bound;
  return (
    <FormItem label={props.label}>
      <RadioGroup<string>
        options={props.options}
        value={value}
        onChange={(next) => onChange(next as Flag)}
      />
    </FormItem>
  );
}

/** Props of {@link MenuFormDialog}. */
export interface MenuFormDialogProps {
  open: boolean;
  /** The menu to edit; undefined adds one under `parentId`. */
  menuId: number | undefined;
  parentId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Add/edit menu dialog; the menu type (directory, menu, button) decides the fields shown. */
export function MenuFormDialog(props: MenuFormDialogProps) {
  const { i18n } = useLingui();
  const record = useMenuForm(props.open, props.menuId, props.parentId);
  const { form, parents } = record;
  const visibleOptions = useDictOptions('sys_show_hide');
  const statusOptions = useDictOptions('sys_normal_disable');
  const frameOptions = yesNo(
    i18n._({ id: 'pages.system.menu.yes', message: 'Yes' }),
    i18n._({ id: 'pages.system.menu.no', message: 'No' }),
  );
  const cacheOptions = yesNo(
    i18n._({ id: 'pages.system.menu.cache', message: 'Cache' }),
    i18n._({ id: 'pages.system.menu.noCache', message: 'Do not cache' }),
  );
  const [iconsOpen, setIconsOpen] = useState(false);
  const { values, errors, bind } = form;
  const shown = menuFields(values.menuType);
  return (
    <RecordDialog
      frame={props}
      record={record}
      titles={TITLES}
      width={720}
      labelWidth={110}
      className={css.grid2}
    >
      <FormItem
        className={css.full}
        label={i18n._({ id: 'pages.system.menu.parent', message: 'Parent menu' })}
      >
        <TreeSelect<number> options={parents} {...bind('parentId')} defaultExpandAll={false} />
      </FormItem>
      <FormItem
        className={css.full}
        label={i18n._({ id: 'pages.system.menu.menuType', message: 'Menu type' })}
      >
        <RadioGroup<MenuType>
          orientation="horizontal"
          options={[
            {
              value: 'M',
              label: i18n._({ id: 'pages.system.menu.typeM', message: 'Directory' }),
            },
            { value: 'C', label: i18n._({ id: 'pages.system.menu.typeC', message: 'Menu' }) },
            { value: 'F', label: i18n._({ id: 'pages.system.menu.typeF', message: 'Button' }) },
          ]}
          {...bind('menuType')}
        />
      </FormItem>
      {shown.icon ? (
        <FormItem className={css.full} label={i18n._(labels.icon)}>
          <Popover
            open={iconsOpen}
            onOpenChange={setIconsOpen}
            trigger={
              <Button
                size="small"
                aria-label={i18n._({
                  id: 'pages.system.menu.chooseIcon',
                  message: 'Choose an icon',
                })}
              >
                {values.icon ? <MenuIcon name={values.icon} /> : null}
                {values.icon || i18n._({ id: 'pages.system.menu.noIcon', message: 'No icon' })}
              </Button>
            }
          >
            <IconPicker
              aria-label={i18n._(labels.icon)}
              value={values.icon || undefined}
              onChange={(name) => {
                form.setField('icon', name);
                setIconsOpen(false);
              }}
            />
          </Popover>
        </FormItem>
      ) : null}
      <FormItem label={i18n._(labels.menuName)} required error={errors.menuName}>
        <Input {...bind('menuName')} maxLength={50} />
      </FormItem>
      <FormItem label={i18n._(labels.orderNum)} required error={errors.orderNum}>
        <NumberInput {...bind('orderNum')} min={0} max={999999} precision={0} />
      </FormItem>
      {shown.isFrame ? (
        <FlagField
          label={i18n._({ id: 'pages.system.menu.isFrame', message: 'External link' })}
          options={frameOptions}
          bound={bind('isFrame')}
        />
      ) : null}
      {shown.path ? (
        <FormItem
          label={i18n._(labels.path)}
          required
          error={errors.path}
          hint={
            values.isFrame === '0'
              ? i18n._({
                  id: 'pages.system.menu.pathHintLink',
                  message: 'An external link starts with http(s)://',
                })
              : undefined
          }
        >
          <Input {...bind('path')} maxLength={200} />
        </FormItem>
      ) : null}
      {shown.component ? (
        <FormItem label={i18n._(labels.component)} error={errors.component}>
          <Input {...bind('component')} maxLength={255} placeholder="system/user/index" />
        </FormItem>
      ) : null}
      {shown.perms ? (
        <FormItem label={i18n._(labels.perms)}>
          <Input {...bind('perms')} maxLength={100} placeholder="system:user:list" />
        </FormItem>
      ) : null}
      {shown.query ? (
        <FormItem label={i18n._({ id: 'pages.system.menu.query', message: 'Route parameters' })}>
          <Input {...bind('query')} maxLength={255} placeholder='{"id": 1}' />
        </FormItem>
      ) : null}
      {shown.routeName ? (
        <FormItem label={i18n._({ id: 'pages.system.menu.routeName', message: 'Route name' })}>
          <Input {...bind('routeName')} maxLength={50} />
        </FormItem>
      ) : null}
      {shown.isCache ? (
        <FlagField
          label={i18n._({ id: 'pages.system.menu.isCache', message: 'Cache' })}
          options={cacheOptions}
          bound={bind('isCache')}
        />
      ) : null}
      {shown.visible ? (
        <FlagField
          label={i18n._({ id: 'pages.system.menu.visible', message: 'Visibility' })}
          options={visibleOptions}
          bound={bind('visible')}
        />
      ) : null}
      {shown.status ? (
        <FlagField
          label={i18n._({ id: 'pages.system.menu.status', message: 'Menu status' })}
          options={statusOptions}
          bound={bind('status')}
        />
      ) : null}
    </RecordDialog>
  );
}
