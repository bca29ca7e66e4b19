import type { PageModule } from '../registry/page-module';

/** Online users, jobs, server, cache, data (issue 8). */
export const monitorModule: PageModule = {
  id: 'monitor',
  components: {},
};
