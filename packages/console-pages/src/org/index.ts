import type { PageModule } from '../registry/page-module';

/** Users, roles, departments, positions, personal centre (issue 6). */
export const orgModule: PageModule = {
  id: 'org',
  components: {},
};
