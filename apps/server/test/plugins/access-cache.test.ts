import { describe, expect, it, vi } from 'vitest';
import { writtenTables } from '../../src/db/table-writes';
import { ACCESS_VERSION_KEY, createAccessCache } from '../../src/plugins/access-cache';
import { memoryKvStore } from '../../src/plugins/kv';
import type { UserAccess } from '../../src/services/user-access';

describe('writtenTables', () => {
  it('names the tables that Drizzle and raw SQL statements write', () => {
    expect(writtenTables('select "user_id" from "sys_user" where "user_id" = $1')).toEqual([]);
    expect(
      writtenTables('insert into "sys_user_role" ("user_id", "role_id") values ($1, $2)'),
    ).toEqual(['sys_user_role']);
    expect(
      writtenTables('update "sys_user" set "login_ip" = $1 where "sys_user"."user_id" = $2'),
    ).toEqual(['sys_user']);
    expect(
      writtenTables('delete from "sys_role_menu" where "sys_role_menu"."role_id" = $1'),
    ).toEqual(['sys_role_menu']);
    expect(writtenTables('  DELETE FROM wcm_test.sys_menu WHERE menu_id = 1')).toEqual([
      'sys_menu',
    ]);
    expect(writtenTables('TRUNCATE TABLE sys_dept')).toEqual(['sys_dept']);
    expect(
      writtenTables(
        'with moved as (update "sys_dept" set "ancestors" = $1 returning 1) insert into "sys_oper_log" select 1',
      ).sort(),
    ).toEqual(['sys_dept', 'sys_oper_log']);
    // Names that only start like a watched table are other tables.
    expect(writtenTables('insert into "sys_user_post" values ($1, $2)')).toEqual(['sys_user_post']);
  });
});

describe('createAccessCache', () => {
  const access = (name: string) => ({ user: { userName: name } }) as unknown as UserAccess;

  function setup() {
    let time = 0;
    const kv = memoryKvStore(() => time);
    const loadUser = vi.fn(async (userId: number) =>
      access(`u${userId}-${loadUser.mock.calls.length}`),
    );
    const loadConfig = vi.fn(async (key: string) => `${key}-${loadConfig.mock.calls.length}`);
    const cache = createAccessCache({ kv, now: () => time, loadUser, loadConfig });
    return { kv, cache, loadUser, loadConfig, advance: (ms: number) => (time += ms) };
  }

  it('reads a user once, shares concurrent reads, and reads again after an invalidation', async () => {
    const { cache, loadUser } = setup();
    const [a, b] = await Promise.all([cache.of(7), cache.of(7)]);
    expect(a).toBe(b);
    expect(await cache.of(7)).toBe(a);
    expect(loadUser).toHaveBeenCalledTimes(1);
    await cache.invalidate();
    expect(await cache.of(7)).not.toBe(a);
    expect(loadUser).toHaveBeenCalledTimes(2);
  });

  it('follows a version set by another process in the shared store', async () => {
    const { kv, cache, loadUser, loadConfig } = setup();
    await cache.of(1);
    await cache.config('k');
    await kv.set(ACCESS_VERSION_KEY, 'set-by-another-process');
    await cache.of(1);
    await cache.config('k');
    expect(loadUser).toHaveBeenCalledTimes(2);
    expect(loadConfig).toHaveBeenCalledTimes(2);
  });

  it('keeps an entry for at most a minute and never keeps a failed read', async () => {
    const { cache, loadUser, advance } = setup();
    await cache.of(1);
    advance(59_000);
    await cache.of(1);
    expect(loadUser).toHaveBeenCalledTimes(1);
    advance(2_000);
    await cache.of(1);
    expect(loadUser).toHaveBeenCalledTimes(2);

    loadUser.mockRejectedValueOnce(new Error('database down'));
    await cache.invalidate();
    await expect(cache.of(1)).rejects.toThrow('database down');
    expect(await cache.of(1)).toBeDefined();
    expect(loadUser).toHaveBeenCalledTimes(4);
  });

  it('does not keep what was read under a version that changed during the read', async () => {
    const { kv, cache, loadUser } = setup();
    let finish: () => void = () => undefined;
    loadUser.mockImplementationOnce(
      () => new Promise<UserAccess>((resolve) => (finish = () => resolve(access('old')))),
    );
    const reading = cache.of(3);
    await vi.waitFor(() => expect(loadUser).toHaveBeenCalledTimes(1));
    await kv.set(ACCESS_VERSION_KEY, 'written-meanwhile');
    finish();
    expect((await reading)?.user.userName).toBe('old');
    expect((await cache.of(3))?.user.userName).not.toBe('old');
  });
});
