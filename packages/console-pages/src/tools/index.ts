import type { PageModule } from '../registry/page-module';

/** Form builder, code generator, API documentation (issue 8). */
export const toolsModule: PageModule = {
  id: 'tools',
  components: {},
};
