import {
  DataTable,
  Dialog,
  FormItem,
  Input,
  Pagination,
  SearchForm,
  type Column,
  type Key,
} from '@wcm/console-ui';
import { useResourceNotices } from '../resource/use-resource-notices';
import * as css from './page.css';
import { type PickerListOptions, usePickerList } from './use-picker-list';

const PAGE_SIZE = 10;

/** Props of {@link PickerDialog}. */
export interface PickerDialogProps<F extends Record<string, string>, Row> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The blank search; each key is a text field of the search form, labelled by `fields`. */
  empty: F;
  fields: Record<keyof F, string>;
  /** Fetches one page (rejects after `wcm.call` showed the error). */
  fetch: PickerListOptions<F, Row>['fetch'];
  /** The table's accessible name. */
  label: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  /** Sends the checked rows' keys (rejects after `wcm.call` showed the error: the dialog stays). */
  send: (selected: Key[]) => Promise<unknown>;
  /** The success message once sent. */
  done: string;
  /** After the success message (the dialog closes). */
  onDone: () => void;
}

/**
 * A dialog that picks rows from a paged server list (users to give a role, tables to import):
 * search by text, check rows across the page, OK sends them and says so.
 */
export function PickerDialog<F extends Record<string, string>, Row>(
  props: PickerDialogProps<F, Row>,
) {
  const actions = useResourceNotices();
  const { open, onClose, empty } = props;
  const picker = usePickerList<F, Row>({ open, empty, pageSize: PAGE_SIZE, fetch: props.fetch });
  const { draft, selected } = picker;
  const names = Object.keys(empty) as Array<keyof F & string>;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      width={800}
      title={props.title}
      confirmDisabled={selected.length === 0}
      onConfirm={async () => {
        await props.send(selected);
        actions.success(props.done);
        props.onDone();
        return true;
      }}
    >
      <div className={css.picker}>
        <SearchForm loading={picker.loading} onSearch={picker.search} onReset={picker.reset}>
          {names.map((name) => (
            <FormItem key={name} label={props.fields[name]}>
              <Input
                value={draft[name] ?? ''}
                onChange={(value) => picker.setDraft({ [name]: value } as Partial<F>)}
                clearable
              />
            </FormItem>
          ))}
        </SearchForm>
        <DataTable<Row>
          aria-label={props.label}
          columns={props.columns}
          rows={picker.rows}
          rowKey={props.rowKey}
          rowLabel={props.rowLabel}
          loading={picker.loading}
          selection={{ selected, onChange: picker.setSelected }}
        />
        <Pagination
          total={picker.total}
          pageNum={picker.pageNum}
          pageSize={picker.pageSize}
          autoScroll={false}
          onChange={picker.setPage}
        />
      </div>
    </Dialog>
  );
}
