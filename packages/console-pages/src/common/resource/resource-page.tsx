import { Alert, Button, PageHeading } from '@wcm/console-ui';
import type { ComponentType, ReactNode } from 'react';
import { ListTable } from '../list-page/list-table';
import { ListToolbar, toolbarColumns } from '../list-page/list-toolbar';
import * as css from '../list-page/page.css';
import { resourceColumns } from './resource-columns';
import { ResourceDialog } from './resource-dialog';
import { ResourceFilters } from './resource-filters';
import { ResourceButtons } from './resource-toolbar';
import type { ResourceDescriptor } from './types';
import { useResourcePage } from './use-resource-page';

/** Props of {@link ResourcePage}. */
export interface ResourcePageProps<Row> {
  /** The area's description; keep it stable (define it at module level). */
  descriptor: ResourceDescriptor<Row>;
  /** Fixed parameters sent with every list and export request (a route's id). */
  query?: Readonly<Record<string, string>>;
  /** Content after the standard toolbar buttons and the descriptor's `toolbar`. */
  children?: ReactNode;
}

/**
 * A list-and-form page from a descriptor: heading, search form, toolbar (add, edit, delete,
 * export behind `Can`), table with row actions and pager, add/edit dialog, delete question.
 */
export function ResourcePage<Row>({ descriptor, query, children }: ResourcePageProps<Row>) {
  const { page, dialog, idOf } = useResourcePage(descriptor, query);
  const { list, i18n, t } = page;
  const rowName = descriptor.rowName ?? ((row: Row) => String(idOf(row)));
  const columns = resourceColumns(page, rowName, idOf);
  return (
    <div className={css.page}>
      {descriptor.heading === false ? null : <PageHeading />}
      {descriptor.header?.(page)}
      <ResourceFilters list={list} filters={descriptor.filters ?? []} />
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        <ResourceButtons page={page} />
        {children}
      </ListToolbar>
      {list.error !== undefined && !list.loading ? (
        <Alert
          tone="error"
          title={i18n._({
            id: 'pages.resource.loadFailed',
            message: 'The list could not be loaded',
          })}
        >
          <Button size="small" onClick={() => void list.reload()}>
            {i18n._({ id: 'pages.resource.retry', message: 'Try again' })}
          </Button>
        </Alert>
      ) : null}
      <ListTable<Row, Record<string, string>>
        list={list}
        columns={columns}
        rowKey={idOf}
        rowLabel={rowName}
        aria-label={t(descriptor.title)}
      />
      {(descriptor.fields?.length ?? 0) > 0 ? (
        <ResourceDialog
          descriptor={descriptor}
          open={dialog.open}
          id={dialog.id}
          onClose={dialog.close}
          onSaved={() => {
            descriptor.onChange?.(page);
            void list.reload();
          }}
        />
      ) : null}
      {descriptor.extra?.(page)}
    </div>
  );
}

/** A page component of a descriptor, for a PageModule's `components` (`() => import(...)`). */
export function defineResourcePage<Row>(descriptor: ResourceDescriptor<Row>): ComponentType {
  function DescribedResourcePage() {
    return <ResourcePage descriptor={descriptor} />;
  }
  return DescribedResourcePage;
}
