import { useLingui } from '@lingui/react';
import { DateRangePicker, FormItem, Input, Select } from '@wcm/console-ui';
import type { SelectOption } from '@wcm/console-ui';
import * as css from './page.css';

/** The part of a list controller the search fields edit. */
export interface Draft<F extends Record<string, string>> {
  draft: F;
  setDraft(patch: Partial<F>): void;
}

/** Props of the search fields bound to one filter. */
export interface FilterProps<F extends Record<string, string>> {
  list: Draft<F>;
  name: keyof F & string;
  label: string;
}

/** A text search field bound to one filter of a list. */
export function TextFilter<F extends Record<string, string>>({
  list,
  name,
  label,
}: FilterProps<F>) {
  return (
    <FormItem label={label}>
      <Input
        className={css.field}
        value={list.draft[name] ?? ''}
        onChange={(value) => list.setDraft({ [name]: value } as Partial<F>)}
        clearable
      />
    </FormItem>
  );
}

/** A select search field bound to one filter of a list (dictionary options usually). */
export function SelectFilter<F extends Record<string, string>>({
  list,
  name,
  label,
  options,
}: FilterProps<F> & { options: readonly SelectOption<string>[] }) {
  const value = list.draft[name] ?? '';
  return (
    <FormItem label={label}>
      <Select<string>
        className={css.field}
        options={options}
        value={value === '' ? undefined : value}
        onChange={(next) => list.setDraft({ [name]: next ?? '' } as Partial<F>)}
        clearable
      />
    </FormItem>
  );
}

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
