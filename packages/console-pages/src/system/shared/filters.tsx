import { useLingui } from '@lingui/react';
import { DateRangeFilter as CommonDateRangeFilter } from '../../common/list-page/filters';
import type { Draft } from '../../common/list-page/filters';

export { SelectFilter, TextFilter } from '../../common/list-page/filters';
export type { FilterProps } from '../../common/list-page/filters';

/** A date range bound to the `beginTime`/`endTime` filters of a list. */
export function DateRangeFilter<F extends { beginTime: string; endTime: string }>(props: {
  list: Draft<F>;
  label: string;
}) {
  const { i18n } = useLingui();
  return (
    <CommonDateRangeFilter
      {...props}
      startLabel={i18n._({ id: 'pages.system.filter.start', message: 'Start date' })}
      endLabel={i18n._({ id: 'pages.system.filter.end', message: 'End date' })}
    />
  );
}
