import type { PageModule } from '../registry/page-module';

/** Product categories, products, drafts (issue 7). */
export const productsModule: PageModule = {
  id: 'products',
  components: {},
};
