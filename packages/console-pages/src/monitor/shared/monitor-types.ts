import type { components } from '@wcm/console-core';

type Schemas = components['schemas'];

/** A live session of `/monitor/online/list`. */
export type OnlineUser = Schemas['MonitorOnlineUser'];
/** A scheduled job. */
export type SysJob = Schemas['MonitorJob'];
/** One run of a job. */
export type SysJobLog = Schemas['MonitorJobLog'];
/** Facts of `/monitor/server`. */
export type ServerFacts = Schemas['MonitorServerResult']['data'];
/** Facts of `/monitor/data`. */
export type DatabaseFacts = Schemas['MonitorDataResult']['data'];
/** Overview of `/monitor/cache`. */
export type CacheOverview = Schemas['MonitorCacheResult']['data'];
/** A cache namespace of `/monitor/cache/getNames`. */
export type CacheName = Schemas['MonitorCacheName'];
/** A handler of the server's job registry. */
export type JobHandler = Schemas['MonitorJobHandlersResult']['data'][number];
