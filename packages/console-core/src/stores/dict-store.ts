import { atom, type ReadableAtom } from 'nanostores';
import type { Client } from 'openapi-fetch';
import type { paths } from '../api/schema.gen';
import { unwrap } from '../api/unwrap';

/** One dictionary entry as pages use it (spec §3, "Dictionary entry"). */
export interface DictEntry {
  /** From `dictLabel`. */
  label: string;
  /** From `dictValue`. */
  value: string;
  /** Tag style (e.g. 'primary', 'danger'); '' when none. */
  listClass: string;
  /** Extra CSS class; '' when none. */
  cssClass: string;
  /** True for the type's default entry. */
  isDefault?: boolean;
}

/** Loads the entries of one dictionary type. */
export type DictLoader = (type: string) => Promise<DictEntry[]>;

/** The dictionary row fields the loader reads (`SysDictData`). */
export interface DictDataRow {
  dictLabel: string;
  dictValue: string;
  listClass?: string | null;
  cssClass?: string | null;
  isDefault?: string;
}

/** Maps a server dictionary row to a {@link DictEntry}. */
export function toDictEntry(row: DictDataRow): DictEntry {
  return {
    label: row.dictLabel,
    value: row.dictValue,
    listClass: row.listClass ?? '',
    cssClass: row.cssClass ?? '',
    ...(row.isDefault === undefined ? {} : { isDefault: row.isDefault === 'Y' }),
  };
}

/** A loader calling `GET /system/dict/data/type/{type}` on the console's API (spec §7). */
export function apiDictLoader(api: Client<paths>): DictLoader {
  return async (type) => {
    const body = await unwrap(
      api.GET('/system/dict/data/type/{dictType}', { params: { path: { dictType: type } } }),
    );
    return body.data.map(toDictEntry);
  };
}

/** Client-side dictionary cache of one console, keyed by type (spec §3). */
export interface DictStore {
  /** Loaded dictionaries by type. */
  readonly $dicts: ReadableAtom<Readonly<Record<string, readonly DictEntry[]>>>;
  /**
   * Cached entries of a type, or loads them; concurrent calls for one type share one request.
   * A failed load is not cached, so the next call tries again.
   */
  getDict(type: string): Promise<readonly DictEntry[]>;
  /** Puts entries into the cache (e.g. after editing a dictionary). */
  setDict(type: string, entries: readonly DictEntry[]): void;
  /** Forgets one type, so it is loaded again next time. */
  removeDict(type: string): void;
  /** Forgets every type (e.g. on sign-out or after a server cache refresh). */
  cleanDict(): void;
}

/** Creates the dictionary cache over a loader such as {@link apiDictLoader}. */
export function createDictStore(load: DictLoader): DictStore {
  const $dicts = atom<Readonly<Record<string, readonly DictEntry[]>>>({});
  const pending = new Map<string, Promise<readonly DictEntry[]>>();

  const store: DictStore = {
    $dicts,
    async getDict(type) {
      const cached = $dicts.get()[type];
      if (cached) return cached;
      const inFlight = pending.get(type);
      if (inFlight) return inFlight;
      const request: Promise<readonly DictEntry[]> = load(type)
        .then((entries) => {
          // Only cache when still wanted: an answer requested before removeDict/cleanDict may
          // predate the change that caused the clear, so it must not be written back.
          if (pending.get(type) === request) store.setDict(type, entries);
          return entries;
        })
        .finally(() => {
          if (pending.get(type) === request) pending.delete(type);
        });
      pending.set(type, request);
      return request;
    },
    setDict(type, entries) {
      $dicts.set({ ...$dicts.get(), [type]: [...entries] });
    },
    removeDict(type) {
      pending.delete(type);
      const { [type]: _removed, ...rest } = $dicts.get();
      $dicts.set(rest);
    },
    cleanDict() {
      pending.clear();
      $dicts.set({});
    },
  };
  return store;
}

/**
 * The label of a dictionary value; the value itself when no entry matches, '' for no value.
 * Values compare as strings, so 0 matches '0'.
 */
export function selectDictLabel(
  entries: readonly DictEntry[],
  value: string | number | null | undefined,
): string {
  if (value === undefined || value === null || value === '') return '';
  const wanted = String(value);
  return entries.find((e) => e.value === wanted)?.label ?? wanted;
}

/**
 * Labels of several values given as an array or a separated string ('0,1' -> 'Male,Female'),
 * joined with the separator. Unmatched values appear as they are.
 * @param separator @default ','
 */
export function selectDictLabels(
  entries: readonly DictEntry[],
  values: string | readonly (string | number)[] | null | undefined,
  separator: string = ',',
): string {
  if (values === undefined || values === null) return '';
  const list = typeof values === 'string' ? values.split(separator) : values.map(String);
  return list
    .filter((v) => v.trim() !== '')
    .map((v) => selectDictLabel(entries, v.trim()))
    .join(separator);
}
