import { useLingui } from '@lingui/react';
import { DateRangePicker, FormItem } from '@wcm/console-ui';
import type { Draft } from './filters';

// Apart from the other filters (filters.tsx): a list without a date range, such as a portal's
// product list, does not load the date pickers.

/** A date range bound to the `beginTime`/`endTime` filters of a list. */
export function DateRangeFilter<F extends { beginTime: string; endTime: string }>({
  list,
  label,
  startLabel,
  endLabel,
}: {
  list: Draft<F>;
  label: string;
  /** Name of the start field. @default 'Start date' */
  startLabel?: string;
  /** Name of the end field. @default 'End date' */
  endLabel?: string;
}) {
  const { i18n } = useLingui();
  const { beginTime, endTime } = list.draft;
  return (
    <FormItem label={label}>
      <DateRangePicker
        value={[beginTime || undefined, endTime || undefined]}
        onChange={([start, end]) =>
          list.setDraft({ beginTime: start ?? '', endTime: end ?? '' } as Partial<F>)
        }
        startLabel={
          startLabel ?? i18n._({ id: 'pages.resource.filter.start', message: 'Start date' })
        }
        endLabel={endLabel ?? i18n._({ id: 'pages.resource.filter.end', message: 'End date' })}
      />
    </FormItem>
  );
}
