import { describe, expect, it } from 'vitest';
import { hasPermi, hasPermiAnd, hasPermiOr, hasRole, hasRoleAnd, hasRoleOr } from './permissions';

const editor = ['system:user:list', 'system:user:edit', ' monitor:job:list '];

describe('permission checks (spec §6)', () => {
  it("§6 the permission '*:*:*' passes every permission check", () => {
    expect(hasPermi(['*:*:*'], 'tool:gen:edit')).toBe(true);
    expect(hasPermiOr(['*:*:*'], ['a:b:c'])).toBe(true);
    expect(hasPermiAnd(['*:*:*'], ['a:b:c', 'system:role:edit'])).toBe(true);
  });

  it("§6 'system:*:*' is not a wildcard: otherwise an exact match is required", () => {
    expect(hasPermi(['system:*:*'], 'system:user:edit')).toBe(false);
    expect(hasPermi(['system:user:*'], 'system:user:edit')).toBe(false);
    expect(hasPermi(['system:*:*'], 'system:*:*')).toBe(true);
  });

  it('§6 exact match, with surrounding spaces trimmed on both sides', () => {
    expect(hasPermi(editor, 'system:user:edit')).toBe(true);
    expect(hasPermi(editor, '  system:user:edit ')).toBe(true);
    expect(hasPermi(editor, 'monitor:job:list')).toBe(true);
    expect(hasPermi(editor, 'system:user:remove')).toBe(false);
    expect(hasPermi(editor, 'system:user')).toBe(false);
    expect(hasPermi([], 'system:user:edit')).toBe(false);
  });

  it('§6 a blank permission never passes, even for *:*:*', () => {
    expect(hasPermi(['*:*:*'], '  ')).toBe(false);
  });

  it('§6 any-of passes when one permission is held, all-of needs every one', () => {
    expect(hasPermiOr(editor, ['system:user:remove', 'system:user:edit'])).toBe(true);
    expect(hasPermiOr(editor, ['system:user:remove', 'tool:gen:edit'])).toBe(false);
    expect(hasPermiAnd(editor, ['system:user:list', 'system:user:edit'])).toBe(true);
    expect(hasPermiAnd(editor, ['system:user:list', 'system:user:remove'])).toBe(false);
  });

  it("§6 the role 'admin' passes every role check; otherwise exact role keys", () => {
    expect(hasRole(['admin'], 'common')).toBe(true);
    expect(hasRoleOr(['admin'], ['editor'])).toBe(true);
    expect(hasRoleAnd(['admin'], ['editor', 'common'])).toBe(true);
    expect(hasRole(['common'], 'common ')).toBe(true);
    expect(hasRole(['common'], 'admin')).toBe(false);
    expect(hasRole(['administrator'], 'common')).toBe(false);
    expect(hasRole(['ROLE_DEFAULT'], 'common')).toBe(false);
  });

  it('§6 role any-of and all-of', () => {
    expect(hasRoleOr(['common', 'editor'], ['auditor', 'editor'])).toBe(true);
    expect(hasRoleOr(['common'], ['auditor', 'editor'])).toBe(false);
    expect(hasRoleAnd(['common', 'editor'], ['common', 'editor'])).toBe(true);
    expect(hasRoleAnd(['common'], ['common', 'editor'])).toBe(false);
  });

  it('§5 permission directives: the list variants throw on an empty list', () => {
    expect(() => hasPermiOr(['*:*:*'], [])).toThrow(/hasPermiOr needs a non-empty list/);
    expect(() => hasPermiAnd(['*:*:*'], [])).toThrow(/hasPermiAnd needs a non-empty list/);
    expect(() => hasRoleOr(['admin'], [])).toThrow(/hasRoleOr needs a non-empty list/);
    expect(() => hasRoleAnd(['admin'], [' ', ''])).toThrow(/hasRoleAnd needs a non-empty list/);
  });
});
