import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysUser } from '../../src/db/schema';
import { dataScopeOf } from '../../src/services/org/data-scope';
import { userListWhere } from '../../src/services/org/user-queries';
import { getShared, useSharedApp } from '../helper';
import { createRole, createUser, uid } from './fixtures';

/** Seed departments and their subtrees (wire contract §6.1). */
const SUBTREE: Record<number, number[]> = {
  100: [100, 101, 102, 103, 104, 105, 106, 107, 108, 109],
  101: [101, 103, 104, 105, 106, 107],
  102: [102, 108, 109],
  103: [103],
  104: [104],
  105: [105],
  106: [106],
  107: [107],
  108: [108],
  109: [109],
};
const DEPTS = Object.keys(SUBTREE).map(Number);
const PERMISSION = 'system:user:list';

useSharedApp();

describe('data scope (property: union of qualifying roles, deny by default)', () => {
  it('shows exactly the users the enabled roles carrying the permission grant', async () => {
    const { database } = await getShared();
    const db = database.db;
    const prefix = `t_ds_${uid()}_`;
    const targets = new Map<number, number>();
    for (const deptId of DEPTS) {
      const u = await createUser({ deptId, userName: `${prefix}${deptId}` });
      targets.set(u.userId, deptId);
    }
    const role = fc.record({
      scope: fc.constantFrom('1', '2', '3', '4', '5') as fc.Arbitrary<'1' | '2' | '3' | '4' | '5'>,
      enabled: fc.boolean(),
      carries: fc.boolean(),
      custom: fc.subarray(DEPTS),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...DEPTS),
        fc.array(role, { maxLength: 3 }),
        async (opDept, roles) => {
          const roleIds: number[] = [];
          for (const r of roles) {
            const created = await createRole({
              perms: [r.carries ? PERMISSION : 'system:user:query'],
              dataScope: r.scope,
              deptIds: r.custom,
              status: r.enabled ? '0' : '1',
            });
            roleIds.push(created.roleId);
          }
          const op = await createUser({ deptId: opDept, roleIds });
          const scope = await dataScopeOf(db, { userId: op.userId, deptId: opDept }, PERMISSION);
          const rows = await db
            .select({ userId: sysUser.userId })
            .from(sysUser)
            .where(userListWhere(scope, { userName: prefix }));
          const seen = new Set(rows.map((r) => r.userId));

          const qualifying = roles.filter((r) => r.enabled && r.carries);
          const visibleDepts = new Set<number>();
          let all = false;
          for (const r of qualifying) {
            if (r.scope === '1') all = true;
            if (r.scope === '2') r.custom.forEach((d) => visibleDepts.add(d));
            if (r.scope === '3') visibleDepts.add(opDept);
            if (r.scope === '4') SUBTREE[opDept]?.forEach((d) => visibleDepts.add(d));
          }
          const expected = new Set(
            [...targets].filter(([, d]) => all || visibleDepts.has(d)).map(([id]) => id),
          );
          expect(seen).toEqual(expected);
          await db.update(sysUser).set({ delFlag: '2' }).where(eq(sysUser.userId, op.userId));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
