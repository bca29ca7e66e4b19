import { useLingui } from '@lingui/react';
import { DictTag, StatusBadge, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import { useDict } from '../../common/dict';
import { toDisplayLink } from '../../common/links/stored-link';
import { actionsColumn, RowActions } from '../../common/list-page/row-actions';
import { dateTimeColumn } from '../../common/list-page/list-columns';
import { AUDIT, DICT, type ProductRow } from '../shared/products-types';
import * as css from '../shared/products.css';

/** Row actions the columns call. */
export interface ProductRowActions {
  edit(id: number): void;
  remove(ids: number[]): unknown;
  preview(id: number): void;
  openAudit(ids: number[]): unknown;
}

/** Columns of the product list (status columns as dictionary tags). */
export function useProductColumns(actions: ProductRowActions): Column<ProductRow>[] {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const fmt = useDateTimeFormat();
  const audit = useDict(DICT.audit);
  const listing = useDict(DICT.listing);
  return [
    {
      key: 'coverUrl',
      title: i18n._({ id: 'pages.products.cover', message: 'Cover' }),
      render: (row) =>
        row.coverUrl ? (
          <img className={css.cover} src={toDisplayLink(wcm, row.coverUrl)} alt={row.name} />
        ) : null,
    },
    {
      key: 'name',
      title: i18n._({ id: 'pages.products.name', message: 'Product name' }),
      sortable: true,
    },
    { key: 'series', title: i18n._({ id: 'pages.products.series', message: 'Series' }) },
    { key: 'modelName', title: i18n._({ id: 'pages.products.modelName', message: 'Model' }) },
    { key: 'categoryName', title: i18n._({ id: 'pages.products.category', message: 'Category' }) },
    {
      key: 'effectivePrice',
      title: i18n._({ id: 'pages.products.effectivePrice', message: 'Effective price' }),
      sortable: true,
      align: 'right',
      render: (row) =>
        row.priceType === 'fixed' && row.effectivePrice !== null
          ? row.effectivePrice.toFixed(2)
          : i18n._({ id: 'pages.products.negotiable', message: 'Negotiable' }),
    },
    {
      key: 'auditStatus',
      title: i18n._({ id: 'pages.products.auditStatus', message: 'Review status' }),
      render: (row) => (
        <span title={row.auditReason || undefined}>
          <DictTag options={audit} value={row.auditStatus} />
        </span>
      ),
    },
    {
      key: 'listingStatus',
      title: i18n._({ id: 'pages.products.listingStatus', message: 'Listing status' }),
      render: (row) => <DictTag options={listing} value={row.listingStatus} />,
    },
    {
      key: 'recommended',
      title: i18n._({ id: 'pages.products.recommended', message: 'Recommended' }),
      render: (row) =>
        row.recommended ? (
          <StatusBadge tone="primary">
            {i18n._({ id: 'pages.products.yes', message: 'Yes' })}
          </StatusBadge>
        ) : (
          <StatusBadge>{i18n._({ id: 'pages.products.no', message: 'No' })}</StatusBadge>
        ),
    },
    dateTimeColumn(
      'updateTime',
      i18n._({ id: 'pages.products.updateTime', message: 'Updated' }),
      fmt,
      { sortable: true },
    ),
    actionsColumn(i18n._({ id: 'pages.products.actions', message: 'Actions' }), (row) => (
      <RowActions
        name={row.name}
        actions={[
          {
            label: /*i18n*/ { id: 'pages.products.previewRow', message: 'Preview {name}' },
            text: /*i18n*/ { id: 'pages.products.preview', message: 'Preview' },
            onClick: () => actions.preview(row.productId),
          },
          {
            permissions: ['brand:product:edit'],
            label: /*i18n*/ { id: 'pages.products.editRow', message: 'Edit {name}' },
            text: /*i18n*/ { id: 'pages.products.edit', message: 'Edit' },
            onClick: () => actions.edit(row.productId),
          },
          row.auditStatus === AUDIT.pending && {
            permissions: ['brand:product:audit'],
            label: /*i18n*/ { id: 'pages.products.auditRow', message: 'Review {name}' },
            text: /*i18n*/ { id: 'pages.products.audit', message: 'Review' },
            onClick: () => void actions.openAudit([row.productId]),
          },
          {
            permissions: ['brand:product:remove'],
            label: /*i18n*/ { id: 'pages.products.deleteRow', message: 'Delete {name}' },
            text: /*i18n*/ { id: 'pages.products.delete', message: 'Delete' },
            onClick: () => void actions.remove([row.productId]),
          },
        ]}
      />
    )),
  ];
}
