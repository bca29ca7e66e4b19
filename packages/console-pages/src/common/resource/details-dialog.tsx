import { Descriptions, Dialog, type DescriptionItem } from '@wcm/console-ui';

/** Props of {@link DetailsDialog}. */
export interface DetailsDialogProps<Row> {
  /** The row shown; undefined closes the dialog. */
  row: Row | undefined;
  onClose: () => void;
  /** Translated title. */
  title: string;
  width: number;
  /** The label/value pairs of the row, two to a line (`span: 2` for a whole line). */
  items: (row: Row) => readonly DescriptionItem[];
}

/** The read-only details of a row (a log entry, a job) that {@link DetailsButton} opens. */
export function DetailsDialog<Row>({ row, onClose, title, width, items }: DetailsDialogProps<Row>) {
  return (
    <Dialog
      open={row !== undefined}
      onOpenChange={(open) => !open && onClose()}
      width={width}
      title={title}
      footer={null}
    >
      {row === undefined ? null : <Descriptions items={items(row)} columns={2} bordered />}
    </Dialog>
  );
}
