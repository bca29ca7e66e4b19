import { useLingui } from '@lingui/react';
import { DateRangePicker, FormItem, Input, Select } from '@wcm/console-ui';
import { dictSelectOptions, useDict } from '../../common/dict';
import type { ListController } from '../../common/list';
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
  const statuses = dictSelectOptions(useDict('sys_normal_disable'));
  const { draft } = list;
  return (
    <ListSearch list={list}>
      {fields.map(({ name, label }) => (
        <FormItem key={name} label={label}>
          <Input
            value={draft[name] ?? ''}
            onChange={(value) => list.setDraft({ [name]: value } as Partial<F>)}
            clearable
          />
        </FormItem>
      ))}
      <FormItem label={i18n._(labels.status)}>
        <Select<string>
          options={statuses}
          value={draft.status || undefined}
          onChange={(status) => list.setDraft({ status: status ?? '' } as Partial<F>)}
          clearable
        />
      </FormItem>
      <FormItem label={i18n._(labels.created)}>
        <DateRangePicker
          value={[draft.beginTime || undefined, draft.endTime || undefined]}
          onChange={([begin, end]) =>
            list.setDraft({ beginTime: begin ?? '', endTime: end ?? '' } as Partial<F>)
          }
        />
      </FormItem>
    </ListSearch>
  );
}
