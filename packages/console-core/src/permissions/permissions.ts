/** Permission that passes every permission check (spec section 6). */
export const ALL_PERMISSION = '*:*:*';

/** Role key that passes every role check (spec section 6). */
export const SUPER_ADMIN_ROLE = 'admin';

function normalise(values: readonly string[]): string[] {
  return values.map((v) => v.trim()).filter((v) => v !== '');
}

// Spec section 5, "Permission directives": a list check with nothing to check is a programming
// error, not a silent pass or fail, so it throws with a message naming the call.
function requireList(values: readonly string[], fn: string, example: string): string[] {
  const list = normalise(values);
  if (list.length === 0) {
    throw new Error(`${fn} needs a non-empty list, e.g. ${fn}(held, ['${example}'])`);
  }
  return list;
}

function matches(held: readonly string[], value: string, wildcard: string): boolean {
  const wanted = value.trim();
  if (wanted === '') return false;
  const owned = normalise(held);
  // Only the exact wildcard counts: 'system:*:*' is an ordinary string, not a pattern.
  return owned.includes(wildcard) || owned.includes(wanted);
}

/** True when `perms` holds `value` or `*:*:*`. A blank value never passes. */
export function hasPermi(perms: readonly string[], value: string): boolean {
  return matches(perms, value, ALL_PERMISSION);
}

/** True when `perms` holds any of `values` (or `*:*:*`). Throws on an empty list. */
export function hasPermiOr(perms: readonly string[], values: readonly string[]): boolean {
  return requireList(values, 'hasPermiOr', 'system:user:add').some((v) => hasPermi(perms, v));
}

/** True when `perms` holds all of `values` (or `*:*:*`). Throws on an empty list. */
export function hasPermiAnd(perms: readonly string[], values: readonly string[]): boolean {
  return requireList(values, 'hasPermiAnd', 'system:user:add').every((v) => hasPermi(perms, v));
}

/** True when `roles` holds `value` or `admin`. A blank value never passes. */
export function hasRole(roles: readonly string[], value: string): boolean {
  return matches(roles, value, SUPER_ADMIN_ROLE);
}

/** True when `roles` holds any of `values` (or `admin`). Throws on an empty list. */
export function hasRoleOr(roles: readonly string[], values: readonly string[]): boolean {
  return requireList(values, 'hasRoleOr', 'common').some((v) => hasRole(roles, v));
}

/** True when `roles` holds all of `values` (or `admin`). Throws on an empty list. */
export function hasRoleAnd(roles: readonly string[], values: readonly string[]): boolean {
  return requireList(values, 'hasRoleAnd', 'common').every((v) => hasRole(roles, v));
}
