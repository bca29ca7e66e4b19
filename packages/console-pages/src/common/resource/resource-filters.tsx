import { useLingui } from '@lingui/react';
import type { ListController } from '../list';
import { DateRangeFilter } from '../list-page/date-range-filter';
import { SelectFilter, TextFilter } from '../list-page/filters';
import { useResourceOptions } from './options';
import { textOf } from './text';
import type { ResourceFilter } from './types';
import { ListSearch } from '../list-page/list-search';

type Filters = Record<string, string>;

function SelectField({
  list,
  filter,
}: {
  list: ListController<unknown, Filters>;
  filter: Extract<ResourceFilter, { kind: 'select' }>;
}) {
  const { i18n } = useLingui();
  const options = useResourceOptions(filter.dict, filter.options);
  return (
    <SelectFilter
      list={list}
      name={filter.name}
      label={textOf(i18n, filter.label)}
      options={options}
    />
  );
}

/** The search form of a resource list (hidden by the right toolbar's toggle). */
export function ResourceFilters<Row>({
  list,
  filters,
}: {
  list: ListController<Row, Filters>;
  filters: readonly ResourceFilter[];
}) {
  const { i18n } = useLingui();
  if (filters.length === 0) return null;
  const loose = list as unknown as ListController<unknown, Filters>;
  return (
    <ListSearch list={list}>
      {filters.map((filter) => {
        const label = textOf(i18n, filter.label);
        switch (filter.kind) {
          case 'text':
            return <TextFilter key={filter.name} list={list} name={filter.name} label={label} />;
          case 'select':
            return <SelectField key={filter.name} list={loose} filter={filter} />;
          case 'dateRange':
            return (
              <DateRangeFilter
                key="dateRange"
                list={
                  list as unknown as ListController<unknown, { beginTime: string; endTime: string }>
                }
                label={label}
                startLabel={i18n._({ id: 'pages.resource.filter.start', message: 'Start date' })}
                endLabel={i18n._({ id: 'pages.resource.filter.end', message: 'End date' })}
              />
            );
        }
      })}
    </ListSearch>
  );
}
