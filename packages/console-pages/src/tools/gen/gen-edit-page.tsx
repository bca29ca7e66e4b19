import { useLingui } from '@lingui/react';
import {
  Button,
  Form,
  FormItem,
  Input,
  NumberInput,
  PageHeading,
  Select,
  Tabs,
  Textarea,
} from '@wcm/console-ui';
import * as sys from '../../common/list-page/page.css';
import { GenColumnsTable } from './gen-columns-table';
import type { GenInfo } from './gen-edit-model';
import { useGenEdit } from './use-gen-edit';
import * as labels from './gen-labels';
import { LoadingOrEmpty } from '../shared/loading-or-empty';

/** Generator settings of one table (`tool/gen/editTable` at `/tool/gen-edit/index/:tableId`). */
export function GenEditPage() {
  const { i18n } = useLingui();
  const page = useGenEdit();
  const { info, errors } = page;
  if (!info) {
    return (
      <div className={sys.page}>
        <LoadingOrEmpty loading={page.loading} />
      </div>
    );
  }
  const text = (
    key: keyof GenInfo & string,
    label: string,
    opts: { required?: boolean; hint?: string } = {},
  ) => (
    <FormItem label={label} required={opts.required} error={errors[key]} hint={opts.hint}>
      <Input value={String(info[key])} onChange={(v) => page.setField(key, v as never)} />
    </FormItem>
  );
  const basic = (
    <Form labelWidth={140}>
      <div className={sys.grid2}>
        <FormItem label={i18n._(labels.tableName)}>
          <Input value={info.tableName} onChange={() => undefined} readOnly />
        </FormItem>
        {text('tableComment', i18n._(labels.tableComment), {
          required: true,
        })}
        {text('className', i18n._({ id: 'pages.tools.gen.className', message: 'Entity' }), {
          required: true,
          hint: i18n._({ id: 'pages.tools.gen.classHint', message: 'PascalCase, e.g. WcmDemo' }),
        })}
        {text('functionAuthor', i18n._({ id: 'pages.tools.gen.author', message: 'Author' }), {
          required: true,
        })}
        <div className={sys.full}>
          <FormItem label={i18n._({ id: 'pages.tools.gen.remark', message: 'Remark' })}>
            <Textarea value={info.remark} onChange={(v) => page.setField('remark', v)} />
          </FormItem>
        </div>
      </div>
    </Form>
  );
  const generation = (
    <Form labelWidth={140}>
      <div className={sys.grid2}>
        <FormItem label={i18n._({ id: 'pages.tools.gen.template', message: 'Template' })}>
          <Select<string>
            options={[
              {
                value: 'crud',
                label: i18n._({ id: 'pages.tools.gen.crud', message: 'Single table (CRUD)' }),
              },
            ]}
            value={info.tplCategory}
            onChange={() => undefined}
          />
        </FormItem>
        {text('packageName', i18n._({ id: 'pages.tools.gen.packageName', message: 'Package' }))}
        {text('moduleName', i18n._({ id: 'pages.tools.gen.moduleName', message: 'Module' }), {
          required: true,
          hint: i18n._({
            id: 'pages.tools.gen.nameHint',
            message: 'Lower-case letters and digits',
          }),
        })}
        {text(
          'businessName',
          i18n._({ id: 'pages.tools.gen.businessName', message: 'Business name' }),
          {
            required: true,
            hint: i18n._({
              id: 'pages.tools.gen.nameHint',
              message: 'Lower-case letters and digits',
            }),
          },
        )}
        {text(
          'functionName',
          i18n._({ id: 'pages.tools.gen.functionName', message: 'Function name' }),
          {
            required: true,
          },
        )}
        <FormItem label={i18n._({ id: 'pages.tools.gen.formColNum', message: 'Form columns' })}>
          <NumberInput
            value={info.formColNum}
            min={1}
            max={3}
            onChange={(v) => page.setField('formColNum', v ?? 1)}
          />
        </FormItem>
      </div>
    </Form>
  );
  return (
    <div className={sys.page}>
      <PageHeading />
      <Tabs
        aria-label={i18n._({ id: 'pages.tools.gen.settings', message: 'Generator settings' })}
        defaultValue="columns"
        items={[
          {
            key: 'basic',
            label: i18n._({ id: 'pages.tools.gen.basicTab', message: 'Basic information' }),
            content: basic,
          },
          {
            key: 'columns',
            label: i18n._({ id: 'pages.tools.gen.columnsTab', message: 'Column settings' }),
            content: <GenColumnsTable columns={page.columns} onChange={page.setColumn} />,
          },
          {
            key: 'generation',
            label: i18n._({ id: 'pages.tools.gen.genTab', message: 'Generation information' }),
            content: generation,
          },
        ]}
      />
      <div className={sys.toolbar} style={{ justifyContent: 'center' }}>
        <Button
          variant="primary"
          loading={page.saving}
          onClick={() => void page.save().then((ok) => ok && page.close())}
        >
          {i18n._({ id: 'pages.tools.save', message: 'Save' })}
        </Button>
        <Button onClick={page.close}>{i18n._({ id: 'pages.tools.back', message: 'Back' })}</Button>
      </div>
    </div>
  );
}
