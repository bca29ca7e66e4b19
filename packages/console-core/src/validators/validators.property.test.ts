import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDomainName } from './domain';
import { MB } from './file-name';
import { validateUploadFile } from './file-upload';
import { LIBRARY_FORBIDDEN_TYPES, validateLibraryFile } from './library';
import { toPositiveInteger } from './numbers';

const randomCase = (text: string, flips: boolean[]) =>
  [...text].map((c, i) => (flips[i] ? c.toUpperCase() : c)).join('');
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
const tld = fc.stringMatching(/^[a-z]{2,8}$/);

describe('validators, properties (spec §5)', () => {
  it('§5 library: any name ending in a forbidden type is refused, whatever the case', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...LIBRARY_FORBIDDEN_TYPES),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.constantFrom('', '.', ' ', '. .'),
        (base, ext, flips, tail) => {
          const name = `${base}.${randomCase(ext, flips)}${tail}`;
          expect(validateLibraryFile({ name }).ok).toBe(false);
        },
      ),
    );
  });

  it('§5 domain: labels of letters, digits and inner hyphens under a letter TLD are accepted', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), tld, (labels, top) => {
        expect(isValidDomainName([...labels, top].join('.'))).toBe(true);
      }),
    );
  });

  it('§5 domain: a character outside letters, digits, hyphens and dots is a format error', () => {
    const bad = fc.constantFrom('_', ' ', '/', ':', '@', '!', 'é', '*');
    fc.assert(
      fc.property(label, tld, bad, fc.nat(), (host, top, char, at) => {
        const name = `${host}.${top}`;
        const i = at % (name.length + 1);
        expect(isValidDomainName(`${name.slice(0, i)}${char}${name.slice(i)}`)).toBe(false);
      }),
    );
  });

  it('§5 generic upload: a file passes the size rule iff it is at most the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat({ max: 30 * MB }), (limit, size) => {
        const result = validateUploadFile({ name: 'a.pdf', size }, { maxSizeMb: limit });
        expect(result.ok).toBe(size <= limit * MB);
      }),
    );
  });

  it('§5 sort value and recommended count: digit strings of positive integers round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(toPositiveInteger(String(n))).toBe(n);
        expect(toPositiveInteger(n)).toBe(n);
        expect(toPositiveInteger(-n)).toBeUndefined();
        // Above 2^52 doubles have no fractional part left to test.
        if (n < 2 ** 52) expect(toPositiveInteger(n + 0.5)).toBeUndefined();
      }),
    );
  });
});
