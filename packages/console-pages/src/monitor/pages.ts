// The monitor area's pages, loaded together (see registry/pages-of.ts).
export { CacheListPage } from './cache/cache-list-page';
export { CachePage } from './cache/cache-page';
export { DataPage } from './data/data-page';
export { JobLogPage } from './job/job-log-page';
export { JobPage } from './job/job-page';
export { OnlinePage } from './online/online-page';
export { ServerPage } from './server/server-page';
