import fc from 'fast-check';
import { Node, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';

import { deserializeHtml } from './html-deserialize';
import { serializeHtml } from './html-serialize';
import { normalizeInlines } from './normalize';
import { toRestrictedDocument } from './restricted';
import type { BlockElement, FormattedText, InlineNode, TableCellElement } from './types';

// Text as people type it: markup characters, entities, spaces, line breaks and non-ASCII.
const textArb = fc
  .array(
    fc.constantFrom(
      'a',
      'Z',
      '0',
      ' ',
      '  ',
      '<',
      '>',
      '&',
      '"',
      "'",
      '\n',
      'é',
      '中',
      '😀',
      '&amp;',
      ';',
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

const runArb: fc.Arbitrary<FormattedText> = fc.record(
  {
    text: textArb,
    bold: fc.constant(true as const),
    italic: fc.constant(true as const),
    underline: fc.constant(true as const),
    strikethrough: fc.constant(true as const),
    color: fc.constantFrom('#c0392b', '#2563eb', 'green', 'rgb(1, 2, 3)'),
    fontSize: fc.integer({ min: 8, max: 36 }),
  },
  { requiredKeys: ['text'] },
);

const urlArb = fc.constantFrom(
  'https://example.com/a?b=1&c=2',
  'http://x.test/"quoted"',
  '/wcm/index',
  'mailto:a@b.c',
  'page.html#frag',
);

const inlineArb: fc.Arbitrary<InlineNode> = fc.oneof(
  { weight: 4, arbitrary: runArb },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('link' as const),
      url: urlArb,
      children: fc.array(runArb, { minLength: 1, maxLength: 3 }),
    }),
  },
);

const inlinesArb = fc.array(inlineArb, { maxLength: 5 }).map(normalizeInlines);
const alignArb = fc.constantFrom(
  undefined,
  'center' as const,
  'right' as const,
  'justify' as const,
);
const withAlign = <T extends object>(block: T, align: string | undefined) =>
  align ? { ...block, align } : block;
const cellArb = inlinesArb.map((children): TableCellElement => ({ type: 'table-cell', children }));

const blockArb: fc.Arbitrary<BlockElement> = fc.oneof(
  fc
    .tuple(inlinesArb, alignArb)
    .map(([children, align]) => withAlign({ type: 'paragraph' as const, children }, align)),
  fc
    .tuple(inlinesArb, alignArb, fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const))
    .map(([children, align, level]) =>
      withAlign({ type: 'heading' as const, level, children }, align),
    ),
  fc
    .tuple(inlinesArb, alignArb)
    .map(([children, align]) => withAlign({ type: 'block-quote' as const, children }, align)),
  fc
    .tuple(
      fc.constantFrom('bulleted-list' as const, 'numbered-list' as const),
      fc.array(inlinesArb, { minLength: 1, maxLength: 3 }),
    )
    .map(([type, items]) => ({
      type,
      children: items.map((children) => ({ type: 'list-item' as const, children })),
    })),
  fc
    .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
    .chain(([rows, cols]) =>
      fc.array(fc.array(cellArb, { minLength: cols, maxLength: cols }), {
        minLength: rows,
        maxLength: rows,
      }),
    )
    .map((rows) => ({
      type: 'table' as const,
      children: rows.map((children) => ({ type: 'table-row' as const, children })),
    })),
  fc.record({
    type: fc.constant('image' as const),
    url: urlArb.filter((u) => !u.startsWith('mailto')),
    children: fc.constant([{ text: '' as const }] as [{ text: '' }]),
  }),
  fc.record({
    type: fc.constant('video' as const),
    url: fc.constantFrom('https://v.test/a.mp4', '/media/b.webm'),
    children: fc.constant([{ text: '' as const }] as [{ text: '' }]),
  }),
);

const documentArb = fc.array(blockArb, { minLength: 1, maxLength: 6 });

// Hundreds of DOM parses: allow for a busy machine.
describe('HTML round trip (property)', { timeout: 30_000 }, () => {
  it('deserialize(serialize(doc)) gives the same document', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        expect(deserializeHtml(serializeHtml(doc))).toEqual(doc);
      }),
      { numRuns: 150 },
    );
  });

  it('serialize -> deserialize -> serialize is stable', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const once = serializeHtml(doc);
        expect(serializeHtml(deserializeHtml(once))).toBe(once);
      }),
      { numRuns: 150 },
    );
  });

  it('restricted output is stable and keeps the text (but leading white space)', () => {
    // The restricted editor has no strikethrough (<s> is not among its tags).
    const withoutStrike = (doc: Descendant[]): Descendant[] =>
      JSON.parse(
        JSON.stringify(doc, (key, value: unknown) => (key === 'strikethrough' ? undefined : value)),
      ) as Descendant[];
    const text = (doc: Descendant[]) => doc.map((n) => Node.string(n)).join('');
    fc.assert(
      fc.property(documentArb, (doc) => {
        const restricted = toRestrictedDocument(withoutStrike(doc));
        const html = serializeHtml(restricted, { variant: 'restricted' });
        const back = toRestrictedDocument(deserializeHtml(html));
        expect(serializeHtml(back, { variant: 'restricted' })).toBe(html);
        // Leading white space outside any tag is dropped by HTML parsers, so it is not written.
        const full = text(restricted);
        expect([full, full.replace(/^[\t\f\r ]+/, '')]).toContain(text(back));
        if (!/^[\t\f\r ]/.test(text(restricted))) expect(back).toEqual(restricted);
      }),
      { numRuns: 150 },
    );
  });
});
