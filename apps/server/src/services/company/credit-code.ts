// Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-symbol
// alphabet (digits and capitals without I, O, Z, S, V); the 18th is a check character computed
// from the first 17 with weights 3^(i) mod 31.

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character for the first 17 characters, or undefined when they are not valid. */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = ALPHABET.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** Whether `code` is a well-formed unified social credit code with a correct check character. */
export function isValidCreditCode(code: string): boolean {
  if (!SHAPE.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
}
