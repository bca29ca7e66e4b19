import { useFetched } from '../../common/list/use-fetched';

/** Pages and listed products a link may lead to. */
export interface LinkTargets {
  pages: Array<{ slug: string; name: string }>;
  products: Array<{ productId: number; name: string }>;
}

/** Loads the link targets once per mount (empty lists until they arrive). */
export function useLinkTargets(): LinkTargets {
  return useFetched<LinkTargets>(
    async (wcm) => (await wcm.call(wcm.api.GET('/site/link-targets'))).data,
    { pages: [], products: [] },
  );
}
