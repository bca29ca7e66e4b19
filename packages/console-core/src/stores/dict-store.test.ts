import { describe, expect, it, vi } from 'vitest';
import { createConsole } from '../api/create-console';
import { fakeTransport } from '../api/fake-transport.test-helper';
import { memoryTokenSource } from '../session/token-source';
import {
  apiDictLoader,
  createDictStore,
  selectDictLabel,
  selectDictLabels,
  toDictEntry,
  type DictEntry,
} from './dict-store';

const gender: DictEntry[] = [
  { label: 'Male', value: '0', listClass: 'primary', cssClass: '' },
  { label: 'Female', value: '1', listClass: 'danger', cssClass: 'f' },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('dictionary cache (spec §3: fetched by type and cached client-side)', () => {
  it('§3 entries are loaded once per type and then served from the cache', async () => {
    const load = vi.fn(async () => gender);
    const store = createDictStore(load);
    expect(await store.getDict('sys_user_sex')).toEqual(gender);
    expect(await store.getDict('sys_user_sex')).toEqual(gender);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.$dicts.get()).toEqual({ sys_user_sex: gender });
  });

  it('concurrent loads of one type share one request', async () => {
    const answer = deferred<DictEntry[]>();
    const load = vi.fn(() => answer.promise);
    const store = createDictStore(load);
    const both = Promise.all([store.getDict('t'), store.getDict('t')]);
    answer.resolve(gender);
    expect(await both).toEqual([gender, gender]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is not cached and is retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(gender);
    const store = createDictStore(load);
    await expect(store.getDict('t')).rejects.toThrow('down');
    expect(await store.getDict('t')).toEqual(gender);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('removeDict and cleanDict forget types so they load again', async () => {
    const load = vi.fn(async (type: string) => [{ ...gender[0]!, label: type }]);
    const store = createDictStore(load);
    await store.getDict('a');
    await store.getDict('b');
    store.removeDict('a');
    expect(Object.keys(store.$dicts.get())).toEqual(['b']);
    await store.getDict('a');
    store.cleanDict();
    expect(store.$dicts.get()).toEqual({});
    await store.getDict('b');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('an answer requested before a clear is not cached after it', async () => {
    const answer = deferred<DictEntry[]>();
    const store = createDictStore(() => answer.promise);
    const loading = store.getDict('t');
    store.cleanDict();
    answer.resolve(gender);
    expect(await loading).toEqual(gender);
    expect(store.$dicts.get()).toEqual({});
    // removeDict of one type leaves other loads alone.
    const other = deferred<DictEntry[]>();
    const mixed = createDictStore((type) => (type === 'a' ? answer.promise : other.promise));
    const a = mixed.getDict('a');
    const b = mixed.getDict('b');
    mixed.removeDict('a');
    other.resolve(gender);
    await Promise.all([a, b]);
    expect(Object.keys(mixed.$dicts.get())).toEqual(['b']);
  });

  it('setDict puts entries into the cache', async () => {
    const load = vi.fn(async () => []);
    const store = createDictStore(load);
    store.setDict('t', gender);
    expect(await store.getDict('t')).toEqual(gender);
    expect(load).not.toHaveBeenCalled();
  });

  it('§7 loads GET /system/dict/data/type/{type}, mapping dictLabel/dictValue', async () => {
    const transport = fakeTransport({
      'GET /prod-api/system/dict/data/type/sys_user_sex': () => ({
        code: 200,
        msg: 'ok',
        data: [
          { dictLabel: 'Male', dictValue: '0', listClass: 'primary', cssClass: '', isDefault: 'Y' },
          { dictLabel: 'Female', dictValue: '1', listClass: null, cssClass: null, isDefault: 'N' },
        ],
      }),
    });
    const wcm = createConsole({
      apiBase: 'http://console.test/prod-api',
      tokenSource: memoryTokenSource('t'),
      fetch: transport.fetch,
    });
    const entries = await createDictStore(apiDictLoader(wcm.api)).getDict('sys_user_sex');
    expect(entries).toEqual([
      { label: 'Male', value: '0', listClass: 'primary', cssClass: '', isDefault: true },
      { label: 'Female', value: '1', listClass: '', cssClass: '', isDefault: false },
    ]);
    expect(toDictEntry({ dictLabel: 'x', dictValue: 'y' })).toEqual({
      label: 'x',
      value: 'y',
      listClass: '',
      cssClass: '',
    });
  });
});

describe('dictionary labels', () => {
  it('selectDictLabel finds the label, else shows the value itself', () => {
    expect(selectDictLabel(gender, '1')).toBe('Female');
    expect(selectDictLabel(gender, 0)).toBe('Male');
    expect(selectDictLabel(gender, '9')).toBe('9');
    expect(selectDictLabel(gender, undefined)).toBe('');
    expect(selectDictLabel(gender, null)).toBe('');
    expect(selectDictLabel(gender, '')).toBe('');
  });

  it('selectDictLabels handles comma-separated values and arrays', () => {
    expect(selectDictLabels(gender, '0,1')).toBe('Male,Female');
    expect(selectDictLabels(gender, '1, 7,')).toBe('Female,7');
    expect(selectDictLabels(gender, [1, '0'])).toBe('Female,Male');
    expect(selectDictLabels(gender, '0|1', '|')).toBe('Male|Female');
    expect(selectDictLabels(gender, null)).toBe('');
    expect(selectDictLabels(gender, undefined)).toBe('');
  });
});
