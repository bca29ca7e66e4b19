import { useLingui } from '@lingui/react';
import { Button, Can } from '@wcm/console-ui';
import type { ButtonProps } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as css from '../list-page/page.css';
import { RowActions as ListRowActions } from '../list-page/row-actions';
import type { RowAction } from '../list-page/row-actions';

/** A button shown only to users holding `permission`. */
function Gated({ permission, ...button }: ButtonProps & { permission: string }) {
  return (
    <Can permissions={[permission]}>
      <Button {...button} />
    </Can>
  );
}

/** Props of {@link CrudButtons}. */
export interface CrudButtonsProps<Id> {
  /** Permission prefix, e.g. 'system:config' (checks `:add`, `:edit`, `:remove`, `:export`). */
  perm: string;
  selected: readonly Id[];
  onAdd?: () => void;
  onEdit?: (id: Id) => void;
  onDelete?: (ids: Id[]) => void;
  onExport?: () => void;
  /** Size of the buttons. @default 'small' */
  size?: ButtonProps['size'];
  /** More buttons between delete and export (wrap them in `Can`), e.g. Import. */
  children?: ReactNode;
}

/**
 * RuoYi's list toolbar buttons: add, edit (one selected), delete (some selected), export; each
 * only with its handler and behind `Can`. For hand-written lists; `ResourcePage` draws its own.
 */
export function CrudButtons<Id>({
  perm,
  selected,
  onAdd,
  onEdit,
  onDelete,
  onExport,
  size = 'small',
  children,
}: CrudButtonsProps<Id>) {
  const { i18n } = useLingui();
  const first = selected[0];
  return (
    <>
      {onAdd ? (
        <Gated permission={`${perm}:add`} variant="primary" size={size} onClick={onAdd}>
          {i18n._({ id: 'pages.resource.add', message: 'Add' })}
        </Gated>
      ) : null}
      {onEdit ? (
        <Gated
          permission={`${perm}:edit`}
          size={size}
          disabled={selected.length !== 1}
          onClick={() => first !== undefined && onEdit(first)}
        >
          {i18n._({ id: 'pages.resource.edit', message: 'Edit' })}
        </Gated>
      ) : null}
      {onDelete ? (
        <Gated
          permission={`${perm}:remove`}
          size={size}
          disabled={selected.length === 0}
          onClick={() => onDelete([...selected])}
        >
          {i18n._({ id: 'pages.resource.delete', message: 'Delete' })}
        </Gated>
      ) : null}
      {children}
      {onExport ? (
        <Gated permission={`${perm}:export`} size={size} onClick={onExport}>
          {i18n._({ id: 'pages.resource.export', message: 'Export' })}
        </Gated>
      ) : null}
    </>
  );
}

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  perm: string;
  /** Names the row in the buttons' accessible names ('Edit sys_yes_no'). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Accessible name of the edit button. @default 'Edit {name}' */
  editLabel?: string;
  /** Accessible name of the delete button. @default 'Delete {name}' */
  deleteLabel?: string;
  /** More row buttons after edit and delete, drawn like them. */
  more?: ReadonlyArray<RowAction | false | null | undefined>;
  /** More buttons after edit and delete (and `more`). */
  children?: ReactNode;
}

/** Edit and delete buttons of one row, behind `:edit` and `:remove`. */
export function RowActions({
  perm,
  name,
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  more = [],
  children,
}: RowActionsProps) {
  return (
    <span className={css.actions}>
      <ListRowActions
        bare
        name={name}
        actions={[
          onEdit && {
            permissions: [`${perm}:edit`],
            label: editLabel ?? /*i18n*/ { id: 'pages.resource.editRow', message: 'Edit {name}' },
            text: /*i18n*/ { id: 'pages.resource.edit', message: 'Edit' },
            onClick: onEdit,
          },
          onDelete && {
            permissions: [`${perm}:remove`],
            label: deleteLabel ?? /*i18n*/ {
              id: 'pages.resource.deleteRow',
              message: 'Delete {name}',
            },
            text: /*i18n*/ { id: 'pages.resource.delete', message: 'Delete' },
            onClick: onDelete,
          },
          ...more,
        ]}
      />
      {children}
    </span>
  );
}
