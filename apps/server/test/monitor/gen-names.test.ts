import { describe, expect, it } from 'vitest';
import { camelOf, literal, pascalOf, safeText } from '../../src/services/monitor/gen/gen-names';
import { drizzleType } from '../../src/services/monitor/gen/templates-server';

describe('generator names and text', () => {
  it('converts snake_case names', () => {
    expect(camelOf('sys_user_role')).toBe('sysUserRole');
    expect(pascalOf('sys_user_role')).toBe('SysUserRole');
    expect(camelOf('_leading__double_')).toBe('leadingDouble');
  });

  it('keeps user text inside its slot', () => {
    for (const payload of [
      '*/ static { Runtime.exec() } /*',
      '${7*7}',
      '{{7*7}}',
      '<%= 7*7 %>',
      '<!-- x --> <script>alert(1)</script>',
      'line\nbreak\r\u2028sep',
      '`backtick`',
      'back\\slash',
      'nul\u0000byte',
    ]) {
      const safe = safeText(payload);
      expect(safe, payload).not.toMatch(/\*\/|\/\*|\$\{|\{\{|<%|[`\\<>\n\r\u2028]/);
      expect(safe.includes(String.fromCharCode(0)), payload).toBe(false);
      expect(JSON.parse(literal(payload))).toBe(safe);
    }
    expect(safeText('x'.repeat(500))).toHaveLength(200);
  });

  it('maps stored column types to Drizzle builders', () => {
    expect(drizzleType('character varying(64)')).toEqual(['varchar', ', { length: 64 }']);
    expect(drizzleType('character(1)')).toEqual(['char', ', { length: 1 }']);
    expect(drizzleType('bigint')).toEqual(['bigint', ", { mode: 'number' }"]);
    expect(drizzleType('timestamp with time zone')).toEqual([
      'timestamp',
      ", { withTimezone: true, mode: 'date' }",
    ]);
    expect(drizzleType('jsonb')).toEqual(['text', '']);
  });
});
