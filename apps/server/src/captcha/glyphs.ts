// Own 5x7 bitmap glyphs for the math captcha ('#' = ink). Rendering from bitmaps needs no fonts.
const rows: Record<string, string> = {
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '*': '..... #...# .#.#. ..#.. .#.#. #...# .....',
  '/': '....# ....# ...#. ..#.. .#... #.... #....',
  '=': '..... ..... ##### ..... ##### ..... .....',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Ink cells of a glyph as [x, y] pairs; throws for characters without a glyph. */
export function glyphCells(char: string): Array<[number, number]> {
  const source = rows[char];
  if (source === undefined) throw new Error(`No captcha glyph for "${char}"`);
  const cells: Array<[number, number]> = [];
  source.split(' ').forEach((line, y) => {
    for (let x = 0; x < line.length; x += 1) if (line[x] === '#') cells.push([x, y]);
  });
  return cells;
}
