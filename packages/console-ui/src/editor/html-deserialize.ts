import type { Descendant } from 'slate';

import {
  alignOf,
  CONTAINERS,
  defaultParser,
  DROPPED,
  isElement,
  LIFTED,
  marksOf,
  mediaBlock,
  type Marks,
} from './html-elements';
import { normalizeInlines } from './normalize';
import {
  type BlockElement,
  type FormattedText,
  type InlineNode,
  type LinkElement,
  type ListItemElement,
  type TableCellElement,
  type TableRowElement,
} from './types';
import { isSafeLinkUrl } from './urls';

/** Parses HTML into the element whose children are the document; default `DOMParser`. */
export type HtmlBodyParser = (html: string) => Node;

/** Inline content, or a block met inside it (an image in a paragraph) to lift out. */
type Piece = InlineNode | BlockElement;

// Line end standing for a nested block's end (not an authored <br>); dropped at a block's end.
const BLOCK_END: FormattedText = { text: '\n' };

function trimBlockEnds(pieces: Piece[]): Piece[] {
  let end = pieces.length;
  while (end > 0 && pieces[end - 1] === BLOCK_END) end--;
  return pieces.slice(0, end);
}

function text(value: string, marks: Marks): FormattedText {
  return { text: value, ...marks };
}

function textsOnly(pieces: readonly Piece[]): FormattedText[] {
  return pieces.flatMap((p) => ('type' in p ? (p.type === 'link' ? p.children : []) : [p]));
}

function inlineOnly(pieces: readonly Piece[]): InlineNode[] {
  return normalizeInlines(
    pieces.filter((p): p is InlineNode => !('type' in p) || p.type === 'link'),
  );
}

/** Reads inline content; blocks found inside (images, tables, lists) come out as pieces. */
function piecesOf(nodes: Iterable<Node>, marks: Marks, inLink: boolean): Piece[] {
  const out: Piece[] = [];
  for (const node of nodes) {
    if (node.nodeType === 3) {
      out.push(text((node.textContent ?? '').replace(/\r\n|\r|\n/g, ' '), marks));
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (tag === 'br') {
      out.push(text('\n', marks));
    } else if (LIFTED.has(tag)) {
      out.push(...blocksOf([node], marks));
    } else if (tag === 'a' && !inLink) {
      const url = (node.getAttribute('href') ?? '').trim();
      const inner = piecesOf(node.childNodes, marks, true);
      if (isSafeLinkUrl(url)) {
        const link: LinkElement = { type: 'link', url, children: textsOnly(inner) };
        out.push(link, ...inner.filter((p) => 'type' in p && p.type !== 'link'));
      } else {
        out.push(...inner);
      }
    } else {
      const inner = piecesOf(node.childNodes, marksOf(tag, node, marks), inLink);
      // A block inside inline content ends a line, as it would on screen.
      const block = tag === 'p' || tag === 'li' || tag === 'tr' || /^h[1-6]$/.test(tag);
      out.push(...inner, ...(block || CONTAINERS.has(tag) ? [BLOCK_END] : []));
    }
  }
  return out;
}

/** Splits pieces into text blocks made by `make`, with lifted blocks in between. */
function wrapPieces(
  pieces: readonly Piece[],
  make: (children: InlineNode[]) => BlockElement,
): BlockElement[] {
  const out: BlockElement[] = [];
  let run: Piece[] = [];
  const flush = (force: boolean) => {
    if (force || run.length > 0) out.push(make(inlineOnly(run)));
    run = [];
  };
  let lifted = false;
  for (const piece of pieces) {
    if ('type' in piece && piece.type !== 'link') {
      flush(false);
      out.push(piece);
      lifted = true;
    } else {
      run.push(piece);
    }
  }
  flush(!lifted);
  return out;
}

function cellsOf(row: Element): TableCellElement[] {
  return Array.from(row.children)
    .filter((c) => c.tagName === 'TD' || c.tagName === 'TH')
    .map((cell) => ({
      type: 'table-cell',
      children: inlineOnly(trimBlockEnds(piecesOf(cell.childNodes, {}, false))),
    }));
}

function tableOf(table: Element): BlockElement | undefined {
  const rows = Array.from(table.querySelectorAll('tr')).filter(
    (tr) => tr.closest('table') === table,
  );
  const cells = rows.map(cellsOf).filter((r) => r.length > 0);
  const width = Math.max(0, ...cells.map((r) => r.length));
  if (width === 0) return undefined;
  const children: TableRowElement[] = cells.map((r) => ({
    type: 'table-row',
    children: [
      ...r,
      ...Array.from({ length: width - r.length }, (): TableCellElement => ({
        type: 'table-cell',
        children: [{ text: '' }],
      })),
    ],
  }));
  return { type: 'table', children };
}

function listOf(list: Element, ordered: boolean, marks: Marks): BlockElement[] {
  const items: ListItemElement[] = [];
  const lifted: BlockElement[] = [];
  for (const child of Array.from(list.childNodes)) {
    if (isElement(child) && child.tagName === 'LI') {
      const pieces = trimBlockEnds(piecesOf(child.childNodes, marks, false));
      items.push({ type: 'list-item', children: inlineOnly(pieces) });
      lifted.push(...pieces.filter((p): p is BlockElement => 'type' in p && p.type !== 'link'));
    } else if ((child.textContent ?? '').trim() !== '') {
      items.push({ type: 'list-item', children: inlineOnly(piecesOf([child], marks, false)) });
    }
  }
  const type = ordered ? 'numbered-list' : 'bulleted-list';
  return [...(items.length > 0 ? [{ type, children: items } as const] : []), ...lifted];
}

function blocksOf(nodes: Iterable<Node>, marks: Marks): BlockElement[] {
  const out: BlockElement[] = [];
  let loose: Piece[] = [];
  const flush = (last = false) => {
    // Source formatting between blocks is whitespace; a <br> (a '\n' run) is content, and so
    // is whitespace when there are no blocks at all (a restricted editor's '  ').
    const meaningful = loose.some(
      (p) =>
        'type' in p ||
        p.text.trim() !== '' ||
        p.text.includes('\n') ||
        (last && out.length === 0 && p.text !== ''),
    );
    if (meaningful) out.push(...wrapPieces(loose, (children) => ({ type: 'paragraph', children })));
    loose = [];
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      if (node.nodeType === 3) loose.push(...piecesOf([node], marks, false));
      continue;
    }
    const tag = node.tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    const align = alignOf(node);
    const withAlign = <T extends object>(block: T) => (align ? { ...block, align } : block);
    if (tag === 'p' || tag === 'blockquote' || /^h[1-4]$/.test(tag)) {
      flush();
      const pieces = trimBlockEnds(piecesOf(node.childNodes, marks, false));
      out.push(
        ...wrapPieces(pieces, (children) =>
          tag === 'p'
            ? withAlign({ type: 'paragraph', children })
            : tag === 'blockquote'
              ? withAlign({ type: 'block-quote', children })
              : withAlign({ type: 'heading', level: Number(tag[1]) as 1 | 2 | 3 | 4, children }),
        ),
      );
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      out.push(...listOf(node, tag === 'ol', marks));
    } else if (tag === 'table') {
      flush();
      const table = tableOf(node);
      if (table) out.push(table);
    } else if (tag === 'img' || tag === 'video') {
      flush();
      const media = mediaBlock(node, tag);
      if (media) out.push(media);
    } else if (CONTAINERS.has(tag)) {
      flush();
      out.push(...blocksOf(node.childNodes, marks));
    } else {
      loose.push(...piecesOf([node], marks, false));
    }
  }
  flush(true);
  return out;
}

/**
 * Reads stored HTML into the editor's document. Known tags map to editor blocks and marks;
 * unknown tags become their text; scripts, styles, frames, event handlers and unsafe URLs
 * (javascript:, data: ...) are dropped. Never returns an empty document.
 */
export function deserializeHtml(html: string, parse: HtmlBodyParser = defaultParser): Descendant[] {
  const blocks = blocksOf(parse(html).childNodes, {});
  return blocks.length > 0 ? blocks : [{ type: 'paragraph', children: [{ text: '' }] }];
}
