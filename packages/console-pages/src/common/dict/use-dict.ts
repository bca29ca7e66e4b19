import { useStore } from '@nanostores/react';
import { apiDictLoader, createDictStore } from '@wcm/console-core';
import type { DictEntry, DictStore, WcmConsole } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import type { SelectOption } from '@wcm/console-ui';
import { useEffect, useMemo } from 'react';

// One dictionary cache per console: every page of every area shares it, so a type is fetched
// once per session and an edit on the dictionary pages reaches every page at once.
const stores = new WeakMap<WcmConsole, DictStore>();
const NONE: readonly DictEntry[] = Object.freeze([]);

/** The shared dictionary cache of a console (created on first use). */
export function dictStoreOf(wcm: WcmConsole): DictStore {
  let store = stores.get(wcm);
  if (!store) {
    store = createDictStore(apiDictLoader(wcm.api));
    stores.set(wcm, store);
  }
  return store;
}

/** The dictionary cache of the current console, e.g. to `removeDict(type)` after an edit. */
export function useDictStore(): DictStore {
  return dictStoreOf(useConsole());
}

/**
 * Entries of a dictionary type (`sys_normal_disable`, `sys_notice_type`...), empty until loaded.
 * Re-renders when the type is edited or the cache is cleared, and loads it again then.
 * A failed load leaves the list empty (raw values stay visible) and is retried on next mount.
 */
export function useDict(type: string): readonly DictEntry[] {
  const store = useDictStore();
  const dicts = useStore(store.$dicts);
  const entries = dicts[type];
  useEffect(() => {
    if (entries || type === '') return;
    store.getDict(type).catch(() => {
      // Nothing to show: DictTag falls back to the raw value.
    });
  }, [store, type, entries]);
  return entries ?? NONE;
}

/** Dictionary entries as Select/RadioGroup options (label and value). */
export function dictSelectOptions(entries: readonly DictEntry[]): SelectOption<string>[] {
  return entries.map((e) => ({ label: e.label, value: e.value }));
}

/** {@link useDict} as memoised Select/RadioGroup options. */
export function useDictOptions(type: string): SelectOption<string>[] {
  const entries = useDict(type);
  return useMemo(() => dictSelectOptions(entries), [entries]);
}
