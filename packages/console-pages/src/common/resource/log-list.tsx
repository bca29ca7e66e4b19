import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CleanButton } from './clean-button';
import { DetailsButton } from './details-button';
import type { ResourceDescriptor, ResourcePageApi, ResourceText } from './types';

/** Options of {@link logListParts}. */
export interface LogListOptions<Row> {
  /** `DELETE` path that clears the whole log (`/monitor/operlog/clean`). */
  clean: string;
  /** The question 'Clear' asks first. */
  question: ResourceText;
  /** Opens a row's read-only details: each row gets a 'Details' button. */
  showDetail?: (row: Row) => void;
  /** More toolbar buttons, after 'Clear'. */
  toolbar?: (page: ResourcePageApi<Row>) => ReactNode;
}

/**
 * What RuoYi's log lists (operations, sign-ins, scheduler runs) share: delete in the toolbar
 * only, 'Clear' and, with `showDetail`, a row's 'Details'. Spread it into the descriptor.
 */
export function logListParts<Row>({
  clean,
  question,
  showDetail,
  toolbar,
}: LogListOptions<Row>): Pick<ResourceDescriptor<Row>, 'operations' | 'toolbar' | 'rowActions'> {
  return {
    operations: { rowRemove: false },
    toolbar: (page) => (
      <>
        <CleanButton page={page} path={clean} question={question} />
        {toolbar?.(page)}
      </>
    ),
    ...(showDetail
      ? {
          rowActions: (row: Row, page: ResourcePageApi<Row>) => (
            <DetailsButton page={page} row={row} onClick={() => showDetail(row)} />
          ),
        }
      : {}),
  };
}

/**
 * A descriptor built around the setter of a details dialog (`describe`, at module level): the
 * descriptor (built once), the row whose details are shown and `close`.
 */
export function useDetailsDescriptor<Row>(
  describe: (showDetail: (row: Row) => void) => ResourceDescriptor<Row>,
) {
  const [shown, setShown] = useState<Row | undefined>(undefined);
  const descriptor = useMemo(() => describe(setShown), [describe]);
  return { descriptor, shown, close: () => setShown(undefined) };
}
