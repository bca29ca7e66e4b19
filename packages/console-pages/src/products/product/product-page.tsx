import { useLingui } from '@lingui/react';
import { Button, Can, FormItem, PageHeading, TreeSelect } from '@wcm/console-ui';
import { lazy, Suspense, useMemo } from 'react';
import { useDictOptions } from '../../common/dict';
import { SelectFilter, TextFilter } from '../../common/list-page/filters';
import { ListSearch } from '../../common/list-page/list-search';
import { ListTable, ListToolbar } from '../shared/list-parts';
import { categoryOptions, DICT, type ProductRow } from '../shared/products-types';
import * as css from '../shared/products.css';
import { useCategories } from '../shared/use-categories';
import { useProductColumns } from './product-columns';
import { type PRODUCT_FILTERS, useProductPage } from './use-product-page';

// The dialogs (and their radio group, descriptions, image preview...) load when first opened,
// so opening the list downloads only what the list shows.
const AuditDialog = lazy(() => import('./audit-dialog').then((m) => ({ default: m.AuditDialog })));
const PreviewDialog = lazy(() =>
  import('./preview-dialog').then((m) => ({ default: m.PreviewDialog })),
);

/** Products: search, list, batch actions, review, listing, export (`brand/product/index`). */
export function ProductPage() {
  const { i18n } = useLingui();
  const page = useProductPage();
  const { list } = page;
  const { categories } = useCategories();
  const tree = useMemo(() => categoryOptions(categories), [categories]);
  const auditOptions = useDictOptions(DICT.audit);
  const listingOptions = useDictOptions(DICT.listing);
  const columns = useProductColumns(page);
  const selected = list.selected as number[];
  const batch = (perm: string, label: string, run: () => unknown) => (
    <Can permissions={[perm]}>
      <Button size="small" disabled={selected.length === 0} onClick={() => void run()}>
        {label}
      </Button>
    </Can>
  );
  const categoryId = list.draft.categoryId;
  return (
    <div className={css.page}>
      <PageHeading />
      <ListSearch
        list={list}
        aria-label={i18n._({ id: 'pages.products.search', message: 'Search products' })}
      >
        <TextFilter
          list={list}
          name="name"
          label={i18n._({ id: 'pages.products.name', message: 'Product name' })}
        />
        <TextFilter
          list={list}
          name="series"
          label={i18n._({ id: 'pages.products.series', message: 'Series' })}
        />
        <TextFilter
          list={list}
          name="modelName"
          label={i18n._({ id: 'pages.products.modelName', message: 'Model' })}
        />
        <FormItem label={i18n._({ id: 'pages.products.category', message: 'Category' })}>
          <TreeSelect<number>
            className={css.field}
            options={tree}
            value={categoryId ? Number(categoryId) : undefined}
            onChange={(v) => list.setDraft({ categoryId: v === undefined ? '' : String(v) })}
            clearable
          />
        </FormItem>
        <SelectFilter
          list={list}
          name="auditStatus"
          label={i18n._({ id: 'pages.products.auditStatus', message: 'Review status' })}
          options={auditOptions}
        />
        <SelectFilter
          list={list}
          name="listingStatus"
          label={i18n._({ id: 'pages.products.listingStatus', message: 'Listing status' })}
          options={listingOptions}
        />
      </ListSearch>
      <ListToolbar list={list} columns={columns.filter((c) => c.key !== 'actions')}>
        <Can permissions={['brand:product:add']}>
          <Button variant="primary" size="small" onClick={page.add}>
            {i18n._({ id: 'pages.products.add', message: 'Add' })}
          </Button>
        </Can>
        {batch(
          'brand:product:remove',
          i18n._({ id: 'pages.products.delete', message: 'Delete' }),
          () => page.remove(selected),
        )}
        {batch('brand:product:edit', i18n._({ id: 'pages.products.list', message: 'List' }), () =>
          page.setListing(selected, true),
        )}
        {batch(
          'brand:product:edit',
          i18n._({ id: 'pages.products.delist', message: 'Delist' }),
          () => page.setListing(selected, false),
        )}
        {batch(
          'brand:product:edit',
          i18n._({ id: 'pages.products.submit', message: 'Submit for review' }),
          () => page.submit(selected),
        )}
        {batch(
          'brand:product:audit',
          i18n._({ id: 'pages.products.audit', message: 'Review' }),
          () => page.openAudit(selected),
        )}
        {batch(
          'brand:product:edit',
          i18n._({ id: 'pages.products.recommend', message: 'Recommend' }),
          () => page.recommend(selected, true),
        )}
        {batch(
          'brand:product:edit',
          i18n._({ id: 'pages.products.unrecommend', message: 'Unrecommend' }),
          () => page.recommend(selected, false),
        )}
        <Can permissions={['brand:product:export']}>
          <Button size="small" onClick={() => void page.exportList()}>
            {i18n._({ id: 'pages.products.export', message: 'Export' })}
          </Button>
        </Can>
      </ListToolbar>
      <ListTable<ProductRow, typeof PRODUCT_FILTERS>
        list={list}
        columns={columns}
        rowKey={(row) => row.productId}
        rowLabel={(row) => row.name}
        aria-label={i18n._({ id: 'pages.products.table', message: 'Products' })}
      />
      <Suspense fallback={null}>
        {page.auditing ? (
          <AuditDialog
            key={page.auditing.join(',')}
            ids={page.auditing}
            onClose={page.closeAudit}
            onAudit={page.audit}
          />
        ) : null}
        {page.previewId !== undefined ? (
          <PreviewDialog productId={page.previewId} onClose={page.closePreview} />
        ) : null}
      </Suspense>
    </div>
  );
}
