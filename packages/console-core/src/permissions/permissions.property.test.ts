import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  SUPER_ADMIN_ROLE,
} from './permissions';

// Permission-like strings ('system:user:edit') plus arbitrary text, padded with spaces at times.
const segment = fc.stringMatching(/^[a-z*]{1,6}$/);
const permission = fc.oneof(
  fc.tuple(segment, segment, segment).map((parts) => parts.join(':')),
  fc.string(),
);
const padded = fc
  .tuple(fc.constantFrom('', ' ', '  '), permission, fc.constantFrom('', ' ', '\t'))
  .map(([a, p, b]) => `${a}${p}${b}`);
const nonBlank = padded.filter((p) => p.trim() !== '');
const held = fc.array(padded, { maxLength: 6 });
const wanted = fc.array(nonBlank, { minLength: 1, maxLength: 5 });

describe('permission checks, properties (spec §6)', () => {
  const wildcardFamilies = [
    {
      rule: "'*:*:*' passes every non-blank permission, whatever else is held",
      withWildcard: (others: string[]) => [...others, ` ${ALL_PERMISSION} `],
      checks: [hasPermi, hasPermiOr, hasPermiAnd] as const,
    },
    {
      rule: "the role 'admin' passes every role check",
      withWildcard: (others: string[]) => [SUPER_ADMIN_ROLE, ...others],
      checks: [hasRole, hasRoleOr, hasRoleAnd] as const,
    },
  ];
  for (const { rule, withWildcard, checks } of wildcardFamilies) {
    const [one, any, all] = checks;
    it(`§6 ${rule}`, () => {
      fc.assert(
        fc.property(held, nonBlank, wanted, (others, value, values) => {
          const list = withWildcard(others);
          expect(one(list, value)).toBe(true);
          expect(any(list, values)).toBe(true);
          expect(all(list, values)).toBe(true);
        }),
      );
    });
  }

  it('§6 without the wildcard, a permission passes iff it is held exactly after trimming', () => {
    fc.assert(
      fc.property(held, nonBlank, (perms, value) => {
        fc.pre(!perms.some((p) => p.trim() === ALL_PERMISSION));
        const expected = perms.map((p) => p.trim()).includes(value.trim());
        expect(hasPermi(perms, value)).toBe(expected);
      }),
    );
  });

  it("§6 'system:*:*' and other partial patterns are never wildcards", () => {
    fc.assert(
      fc.property(segment, segment, segment, (a, b, c) => {
        const value = `${a}:${b}:${c}`;
        // With a = '*' the held '*:*:*' would be the real wildcard, which is not under test here.
        fc.pre(a !== '*' && value !== 'system:*:*' && value !== ALL_PERMISSION);
        expect(hasPermi(['system:*:*', `${a}:*:*`, `${a}:${b}:*`], value)).toBe(
          [`${a}:*:*`, `${a}:${b}:*`].includes(value),
        );
      }),
    );
  });

  it('§6 all-of implies any-of, and any-of / all-of agree with the single check', () => {
    fc.assert(
      fc.property(held, wanted, (perms, values) => {
        const and = hasPermiAnd(perms, values);
        const or = hasPermiOr(perms, values);
        if (and) expect(or).toBe(true);
        expect(or).toBe(values.some((v) => hasPermi(perms, v)));
        expect(and).toBe(values.every((v) => hasPermi(perms, v)));
      }),
    );
  });

  it('§6 a blank permission or role never passes', () => {
    fc.assert(
      fc.property(held, fc.stringMatching(/^\s*$/), (list, blank) => {
        expect(hasPermi([...list, ALL_PERMISSION], blank)).toBe(false);
        expect(hasRole([...list, SUPER_ADMIN_ROLE], blank)).toBe(false);
      }),
    );
  });

  it("§6 without 'admin', a role passes iff held exactly after trimming; And implies Or", () => {
    fc.assert(
      fc.property(held, wanted, (roles, values) => {
        fc.pre(!roles.some((r) => r.trim() === SUPER_ADMIN_ROLE));
        const owned = roles.map((r) => r.trim());
        for (const v of values) expect(hasRole(roles, v)).toBe(owned.includes(v.trim()));
        if (hasRoleAnd(roles, values)) expect(hasRoleOr(roles, values)).toBe(true);
      }),
    );
  });

  it('§6 the wildcards are not interchangeable: admin is no permission, *:*:* no role', () => {
    fc.assert(
      fc.property(nonBlank, (value) => {
        fc.pre(![SUPER_ADMIN_ROLE, ALL_PERMISSION].includes(value.trim()));
        expect(hasPermi([SUPER_ADMIN_ROLE], value)).toBe(false);
        expect(hasRole([ALL_PERMISSION], value)).toBe(false);
      }),
    );
  });
});
