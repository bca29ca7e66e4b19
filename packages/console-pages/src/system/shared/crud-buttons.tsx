import { useLingui } from '@lingui/react';
import { Button, Can } from '@wcm/console-ui';
import * as css from '../../common/list-page/page.css';

/** Props of {@link CrudButtons}. */
export interface CrudButtonsProps<Id> {
  /** Permission prefix, e.g. 'system:config' (checks `:add`, `:edit`, `:remove`, `:export`). */
  perm: string;
  selected: readonly Id[];
  onAdd?: () => void;
  onEdit?: (id: Id) => void;
  onDelete?: (ids: Id[]) => void;
  onExport?: () => void;
}

/** RuoYi's list toolbar buttons: add, edit (one selected), delete (some selected), export. */
export function CrudButtons<Id>({
  perm,
  selected,
  onAdd,
  onEdit,
  onDelete,
  onExport,
}: CrudButtonsProps<Id>) {
  const { i18n } = useLingui();
  const first = selected[0];
  return (
    <>
      {onAdd ? (
        <Can permissions={[`${perm}:add`]}>
          <Button variant="primary" size="small" onClick={onAdd}>
            {i18n._({ id: 'pages.system.add', message: 'Add' })}
          </Button>
        </Can>
      ) : null}
      {onEdit ? (
        <Can permissions={[`${perm}:edit`]}>
          <Button
            size="small"
            disabled={selected.length !== 1}
            onClick={() => first !== undefined && onEdit(first)}
          >
            {i18n._({ id: 'pages.system.edit', message: 'Edit' })}
          </Button>
        </Can>
      ) : null}
      {onDelete ? (
        <Can permissions={[`${perm}:remove`]}>
          <Button
            size="small"
            disabled={selected.length === 0}
            onClick={() => onDelete([...selected])}
          >
            {i18n._({ id: 'pages.system.delete', message: 'Delete' })}
          </Button>
        </Can>
      ) : null}
      {onExport ? (
        <Can permissions={[`${perm}:export`]}>
          <Button size="small" onClick={onExport}>
            {i18n._({ id: 'pages.system.export', message: 'Export' })}
          </Button>
        </Can>
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
}

/** Edit and delete buttons of one row, behind `:edit` and `:remove`. */
export function RowActions({ perm, name, onEdit, onDelete }: RowActionsProps) {
  const { i18n } = useLingui();
  return (
    <span className={css.actions}>
      {onEdit ? (
        <Can permissions={[`${perm}:edit`]}>
          <Button
            size="small"
            aria-label={i18n._({
              id: 'pages.system.editRow',
              message: 'Edit {name}',
              values: { name },
            })}
            onClick={onEdit}
          >
            {i18n._({ id: 'pages.system.edit', message: 'Edit' })}
          </Button>
        </Can>
      ) : null}
      {onDelete ? (
        <Can permissions={[`${perm}:remove`]}>
          <Button
            size="small"
            aria-label={i18n._({
              id: 'pages.system.deleteRow',
              message: 'Delete {name}',
              values: { name },
            })}
            onClick={onDelete}
          >
            {i18n._({ id: 'pages.system.delete', message: 'Delete' })}
          </Button>
        </Can>
      ) : null}
    </span>
  );
}
