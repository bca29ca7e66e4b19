import type { PageModule } from '../registry/page-module';

/** Menus, dictionaries, parameters, notices, operation and sign-in logs (issue 6). */
export const systemModule: PageModule = {
  id: 'system',
  components: {},
};
