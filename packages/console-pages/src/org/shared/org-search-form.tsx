import { useLingui } from '@lingui/react';
import { DateRangePicker, FormItem, SearchForm, Select } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import { dictSelectOptions, useDict } from '../../common/dict';
import type { ListController } from '../../common/list';

type StatusFilters = { status: string; beginTime: string; endTime: string };

/** Props of {@link OrgSearchForm}. */
export interface OrgSearchFormProps<Row, F extends StatusFilters> {
  list: ListController<Row, F>;
  /** The list's own fields, before Status and Created. */
  children: ReactNode;
}

/** Search form of the user and role lists: their fields, then Status and the Created range. */
export function OrgSearchForm<Row, F extends StatusFilters>({
  list,
  children,
}: OrgSearchFormProps<Row, F>) {
  const { i18n } = useLingui();
  const statuses = dictSelectOptions(useDict('sys_normal_disable'));
  const { draft } = list;
  return (
    <SearchForm
      visible={list.showSearch}
      loading={list.loading}
      onSearch={list.search}
      onReset={list.reset}
    >
      {children}
      <FormItem label={i18n._({ id: 'pages.org.user.status', message: 'Status' })}>
        <Select<string>
          options={statuses}
          value={draft.status || undefined}
          onChange={(status) => list.setDraft({ status: status ?? '' } as Partial<F>)}
          clearable
        />
      </FormItem>
      <FormItem label={i18n._({ id: 'pages.org.createTime', message: 'Created' })}>
        <DateRangePicker
          value={[draft.beginTime || undefined, draft.endTime || undefined]}
          onChange={([begin, end]) =>
            list.setDraft({ beginTime: begin ?? '', endTime: end ?? '' } as Partial<F>)
          }
        />
      </FormItem>
    </SearchForm>
  );
}
