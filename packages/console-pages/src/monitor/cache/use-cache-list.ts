import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useCallback, useEffect, useState } from 'react';
import { useResourceNotices } from '../../common/resource';
import type { CacheName } from '../shared/monitor-types';

/** A value of `/monitor/cache/getValue`. */
export interface CacheValue {
  cacheName: string;
  cacheKey: string;
  cacheValue: string;
}

/** Controller of the cache list: names → keys → value, clear name / key / all. */
export function useCacheList() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const [names, setNames] = useState<CacheName[]>([]);
  const [loadingNames, setLoadingNames] = useState(true);
  const [name, setName] = useState<string | undefined>(undefined);
  const [keys, setKeys] = useState<string[]>([]);
  const [loadingKeys, setLoadingKeys] = useState(false);
  const [value, setValue] = useState<CacheValue | undefined>(undefined);

  const loadNames = useCallback(async () => {
    setLoadingNames(true);
    try {
      const body = await wcm.call(wcm.api.GET('/monitor/cache/getNames'));
      setNames(body.data);
    } catch {
      // shown by wcm.call
    } finally {
      setLoadingNames(false);
    }
  }, [wcm]);

  useEffect(() => {
    void loadNames();
  }, [loadNames]);

  const openName = async (cacheName: string) => {
    setName(cacheName);
    setValue(undefined);
    setLoadingKeys(true);
    try {
      const body = await wcm.call(
        wcm.api.GET('/monitor/cache/getKeys/{cacheName}', { params: { path: { cacheName } } }),
      );
      setKeys(body.data);
    } catch {
      setKeys([]);
    } finally {
      setLoadingKeys(false);
    }
  };

  const openKey = async (cacheKey: string) => {
    if (!name) return;
    try {
      const body = await wcm.call(
        wcm.api.GET('/monitor/cache/getValue/{cacheName}/{cacheKey}', {
          params: { path: { cacheName: name, cacheKey } },
        }),
      );
      setValue(body.data);
    } catch {
      setValue(undefined);
    }
  };

  const clearName = async (cacheName: string) => {
    const question = i18n._({
      id: 'pages.monitor.cache.clearNameConfirm',
      message: 'Are you sure you want to clear the cache "{name}"?',
      values: { name: cacheName },
    });
    const send = () =>
      wcm.call(
        wcm.api.DELETE('/monitor/cache/clearCacheName/{cacheName}', {
          params: { path: { cacheName } },
        }),
      );
    const done = i18n._({
      id: 'pages.monitor.cache.clearedName',
      message: 'Cleared cache "{name}"',
      values: { name: cacheName },
    });
    if (!(await actions.confirmSendAndSay(question, send, done))) return;
    if (name === cacheName) await openName(cacheName);
    await loadNames();
  };

  const clearKey = async (cacheKey: string) => {
    const question = i18n._({
      id: 'pages.monitor.cache.clearKeyConfirm',
      message: 'Are you sure you want to delete the key "{key}"?',
      values: { key: cacheKey },
    });
    const send = () =>
      wcm.call(
        wcm.api.DELETE('/monitor/cache/clearCacheKey/{cacheKey}', {
          params: { path: { cacheKey } },
        }),
      );
    const done = i18n._({
      id: 'pages.monitor.cache.clearedKey',
      message: 'Deleted key "{key}"',
      values: { key: cacheKey },
    });
    if (!(await actions.confirmSendAndSay(question, send, done))) return;
    if (value?.cacheKey === cacheKey) setValue(undefined);
    if (name) await openName(name);
  };

  const clearAll = async () => {
    const question = i18n._({
      id: 'pages.monitor.cache.clearAllConfirm',
      message:
        'Are you sure you want to clear every cache (sessions and captcha answers are kept)?',
    });
    const send = () => wcm.call(wcm.api.DELETE('/monitor/cache/clearCacheAll'));
    const done = i18n._({ id: 'pages.monitor.cache.clearedAll', message: 'Cleared all caches' });
    if (!(await actions.confirmSendAndSay(question, send, done))) return;
    setKeys([]);
    setValue(undefined);
    setName(undefined);
    await loadNames();
  };

  return {
    names,
    loadingNames,
    name,
    keys,
    loadingKeys,
    value,
    refreshNames: loadNames,
    openName,
    openKey,
    clearName,
    clearKey,
    clearAll,
  };
}
