import { describe, expect, it } from 'vitest';
import { validateNewPassword, validatePasswordConfirmation } from './password';

const code = (r: ReturnType<typeof validateNewPassword>) => (r.ok ? 'ok' : r.code);

describe('validateNewPassword (RuoYi password rules, sys.account.chrtype)', () => {
  it('requires min-20 characters', () => {
    expect(code(validateNewPassword(''))).toBe('password-required');
    expect(code(validateNewPassword('abcde'))).toBe('password-length');
    expect(code(validateNewPassword('abcde', '0', 5))).toBe('ok');
    expect(code(validateNewPassword('a'.repeat(21)))).toBe('password-length');
    expect(validateNewPassword('abc')).toMatchObject({ values: { min: 6, max: 20 } });
  });

  it('applies each character range as the server does', () => {
    const cases: Array<[string, string, string]> = [
      ['0', 'any thing 1!', 'ok'],
      ['0', 'pass<word', 'password-chrtype-0'],
      ['0', 'pass|word', 'password-chrtype-0'],
      ['1', '123456', 'ok'],
      ['1', '12345a', 'password-chrtype-1'],
      ['2', 'abcdef', 'ok'],
      ['2', 'abcde1', 'password-chrtype-2'],
      ['3', 'abc123', 'ok'],
      ['3', 'abcdef', 'password-chrtype-3'],
      ['3', 'abc12!', 'password-chrtype-3'],
      ['4', 'abc12!', 'ok'],
      ['4', 'abc123', 'password-chrtype-4'],
      ['9', 'pass<word', 'password-chrtype-0'],
    ];
    for (const [range, password, expected] of cases)
      expect(code(validateNewPassword(password, range)), `${range} ${password}`).toBe(expected);
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the same password again', () => {
    expect(code(validatePasswordConfirmation('', 'abc123'))).toBe('password-confirm-required');
    expect(code(validatePasswordConfirmation('abc124', 'abc123'))).toBe('password-mismatch');
    expect(code(validatePasswordConfirmation('abc123', 'abc123'))).toBe('ok');
  });
});
