import { type FakeRoutes, ok } from './area-fake';
import { baseEntity } from './rows';

/**
 * A fake `GET /system/dict/data/type/{type}` answer from `[value, label, listClass?]` entries:
 * `'GET /system/dict/data/type/sys_yes_no': dictRoute([['Y', 'Yes', 'primary'], ['N', 'No']])`.
 */
export function dictRoute(entries: ReadonlyArray<readonly [string, string, string?]>) {
  return () =>
    ok({
      data: entries.map(([dictValue, dictLabel, listClass = '']) => ({
        dictLabel,
        dictValue,
        listClass,
        cssClass: '',
      })),
    });
}

/** `sys_normal_disable` as seeded: 0 Normal (primary tag), 1 Disabled (danger tag). */
export const normalDisableRoute = dictRoute([
  ['0', 'Normal', 'primary'],
  ['1', 'Disabled', 'danger'],
]);

/** Every dictionary empty: spread into the fake routes of a page whose dictionaries do not matter. */
export const noDictRoutes: FakeRoutes = {
  'GET /system/dict/data/type/*': () => ok({ data: [] }),
};

/** An enabled `/system/dict/type` row, as a fresh one comes from the server. */
export function dictTypeRow(dictId: number, dictName: string, dictType: string) {
  return { dictId, dictName, dictType, status: '0', ...baseEntity(null) };
}
