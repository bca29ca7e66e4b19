// Types of inline-messages.mjs for the host's Vite plugin and the tests.

/** A compiled Lingui text (`['Hello ', ['name']]`). */
export type CompiledText = unknown[];

/** Compiles, in place, the literal `message` of each descriptor whose id is one of `ids`. */
export declare function inlineMessages(
  code: string,
  ids: ReadonlySet<string>,
): { code: string; found: Map<string, CompiledText> };

/** The compiled texts, by id, in the text of a `lingui compile --typescript` output file. */
export declare function parseCompiledCatalogue(text: string): Record<string, CompiledText>;

/** The compiled texts, by id, of a `lingui compile --typescript` output file. */
export declare function compiledCatalogue(file: string): Record<string, CompiledText>;

/** Every English catalogue under `srcDir`, merged. */
export declare function englishTexts(srcDir: string): Promise<Record<string, CompiledText>>;

/** Compiles the texts of every `.js` file of `distDir` in place; fails on a missing text. */
export declare function inlineDistMessages(distDir: string, srcDir: string): Promise<void>;

/** Catalogue ids missing from the code, or carried with another text. */
export declare function catalogueMismatches(
  catalogue: Record<string, CompiledText>,
  found: ReadonlyMap<string, CompiledText>,
): string[];
