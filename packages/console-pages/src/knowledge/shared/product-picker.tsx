import type { WcmConsole } from '@wcm/console-core';
import { IdsSelect } from '../../common/edit/ids-select';
import { useSearchedOptions } from '../../common/edit/use-searched-options';

interface ProductOption {
  productId: number;
  name: string;
  modelName: string;
}

/** How many products one search shows (the list caps a page at 100); typing narrows it. */
const SEARCH_SIZE = 100;

const labelOf = (p: ProductOption) => (p.modelName ? `${p.name} (${p.modelName})` : p.name);

/** Products whose name contains `name`, first by name. */
async function searchProducts(wcm: WcmConsole, name: string) {
  const page = { pageNum: 1, pageSize: SEARCH_SIZE, orderByColumn: 'name', isAsc: 'asc' as const };
  const body = await wcm.call(
    wcm.api.GET('/brand/product/list', { params: { query: name ? { ...page, name } : page } }),
  );
  const rows = ((body as { rows?: ProductOption[] }).rows ?? []) as ProductOption[];
  return rows.map((p) => ({ value: p.productId, label: labelOf(p) }));
}

/** The label of one linked product (silent: a removed one shows its number). */
async function productLabel(wcm: WcmConsole, productId: number) {
  const body = await wcm.call(
    wcm.api.GET('/brand/product/{productId}', { params: { path: { productId } } }),
    { silent: true },
  );
  return labelOf(body.data as ProductOption);
}

/** Linked products, found by name on the server as the user types (any number of products). */
export function ProductPicker(props: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label: string;
  disabled?: boolean;
}) {
  const { options, search } = useSearchedOptions(searchProducts, props.value, productLabel);
  return <IdsSelect options={options} onQueryChange={search} {...props} />;
}
