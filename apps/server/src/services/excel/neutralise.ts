/** First characters that make a spreadsheet treat text as a formula or DDE call (checklist S8). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Cell text that can never run as a formula: strings starting with `= + - @ TAB CR` get a
 * leading `'` (the text prefix spreadsheets honour); everything else is returned unchanged.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Whether `text` would need neutralising (exported for tests and import checks). */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}
