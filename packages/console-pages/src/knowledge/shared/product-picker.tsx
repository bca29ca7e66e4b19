import { useMemo } from 'react';
import { IdsSelect } from '../../common/edit/ids-select';
import { useFetched } from '../../common/list/use-fetched';

interface ProductOption {
  productId: number;
  name: string;
  modelName: string;
}

/** Products as picker options (the first 100 by name; the list endpoint caps a page at 100). */
export function useProductOptions() {
  const products = useFetched(async (wcm) => {
    const body = await wcm.call(
      wcm.api.GET('/brand/product/list', {
        params: { query: { pageNum: 1, pageSize: 100, orderByColumn: 'name', isAsc: 'asc' } },
      }),
    );
    return ((body as { rows?: ProductOption[] }).rows ?? []) as ProductOption[];
  }, []);
  return useMemo(
    () =>
      products.map((p) => ({
        label: p.modelName ? `${p.name} (${p.modelName})` : p.name,
        value: p.productId,
      })),
    [products],
  );
}

/** Linked products, chosen from the product list. */
export function ProductPicker(props: {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  label: string;
  disabled?: boolean;
}) {
  const options = useProductOptions();
  return <IdsSelect options={options} {...props} />;
}
