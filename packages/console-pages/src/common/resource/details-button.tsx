import { Button, Can } from '@wcm/console-ui';
import { permissionOf, type ResourcePageApi } from './types';

/** Props of {@link DetailsButton}. */
export interface DetailsButtonProps<Row> {
  page: ResourcePageApi<Row>;
  row: Row;
  onClick: () => void;
  /** @default `<descriptor permission>:query` */
  permission?: string;
}

/** A row's 'Details' button (named 'Details of {row name}'), for a read-only details dialog. */
export function DetailsButton<Row>({ page, row, onClick, permission }: DetailsButtonProps<Row>) {
  const { descriptor: d, i18n } = page;
  const name = d.rowName ? d.rowName(row) : String(row[d.id]);
  return (
    <Can permissions={[permission ?? `${permissionOf(d)}:query`]}>
      <Button
        size="small"
        aria-label={i18n._({
          id: 'pages.resource.detailsOf',
          message: 'Details of {name}',
          values: { name },
        })}
        onClick={onClick}
      >
        {i18n._({ id: 'pages.resource.details', message: 'Details' })}
      </Button>
    </Can>
  );
}
