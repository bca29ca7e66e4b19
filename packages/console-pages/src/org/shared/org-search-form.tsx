import { useLingui } from '@lingui/react';
import { useDictOptions } from '../../common/dict';
import type { ListController } from '../../common/list';
import { DateRangeFilter } from '../../common/list-page/date-range-filter';
import { SelectFilter, TextFilter } from '../../common/list-page/filters';
import { ListSearch } from '../../common/list-page/list-search';
import * as labels from './org-labels';

/** Filters of a list searched by status and creation time. */
export type StatusFilters = Record<string, string> & {
  status: string;
  beginTime: string;
  endTime: string;
};

/** Props of {@link OrgSearchForm}. */
export interface OrgSearchFormProps<Row, F extends StatusFilters> {
  list: ListController<Row, F>;
  /** The list's own text fields, before Status and Created. */
  fields: ReadonlyArray<{ name: keyof F & string; label: string }>;
}

/** Search form of the user and role lists: their text fields, then Status and the Created range. */
export function OrgSearchForm<Row, F extends StatusFilters>({
  list,
  fields,
}: OrgSearchFormProps<Row, F>) {
  const { i18n } = useLingui();
  const statuses = useDictOptions('sys_normal_disable');
  return (
    <ListSearch list={list}>
      {fields.map(({ name, label }) => (
        <TextFilter key={name} list={list} name={name} label={label} />
      ))}
      <SelectFilter list={list} name="status" label={i18n._(labels.status)} options={statuses} />
      <DateRangeFilter list={list} label={i18n._(labels.created)} />
    </ListSearch>
  );
}
