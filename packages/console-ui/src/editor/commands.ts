import { Editor, Element, Node, Path, Range, Transforms, type Location } from 'slate';

import type {
  Align,
  BooleanMark,
  CustomElement,
  ImageElement,
  LinkElement,
  TableCellElement,
  TableElement,
  TableRowElement,
  VideoElement,
} from './types';

/** Block formats of the block-type picker and the list/quote buttons. */
export type BlockFormat =
  | 'paragraph'
  | 'heading-1'
  | 'heading-2'
  | 'heading-3'
  | 'heading-4'
  | 'block-quote'
  | 'bulleted-list'
  | 'numbered-list';

const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];
const TEXT_BLOCKS: readonly string[] = ['paragraph', 'heading', 'block-quote', 'list-item'];

const isType =
  <T extends CustomElement['type']>(...types: T[]) =>
  (node: Node): node is Extract<CustomElement, { type: T }> =>
    Element.isElement(node) && (types as string[]).includes(node.type);

/** Whether a boolean mark is on at the selection. */
export function isMarkActive(editor: Editor, mark: BooleanMark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

/** Turns a boolean mark on or off at the selection (Ctrl+B/I/U). */
export function toggleMark(editor: Editor, mark: BooleanMark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** Sets the text colour at the selection; `undefined` removes it. */
export function setColor(editor: Editor, color: string | undefined): void {
  if (color) Editor.addMark(editor, 'color', color);
  else Editor.removeMark(editor, 'color');
}

/** Sets the font size in points at the selection; `undefined` removes it. */
export function setFontSize(editor: Editor, size: number | undefined): void {
  if (size) Editor.addMark(editor, 'fontSize', size);
  else Editor.removeMark(editor, 'fontSize');
}

/** The current text block's format, or `undefined` without a selection or in a table. */
export function blockFormatAt(editor: Editor): BlockFormat | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, {
    match: (n) => Element.isElement(n) && TEXT_BLOCKS.includes(n.type),
    mode: 'lowest',
  });
  if (!entry) return undefined;
  const [node, path] = entry as [CustomElement, Path];
  if (node.type === 'heading') return `heading-${node.level}`;
  if (node.type === 'list-item') {
    const parent = Node.parent(editor, path) as CustomElement;
    return parent.type === 'numbered-list' ? 'numbered-list' : 'bulleted-list';
  }
  return node.type === 'block-quote' ? 'block-quote' : 'paragraph';
}

/** Whether the selection is in blocks of this format. */
export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  return blockFormatAt(editor) === format;
}

/** Switches the selected text blocks to `format`; the active format switches back to paragraphs. */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const isList = LIST_TYPES.includes(format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, {
      match: (n) => Element.isElement(n) && LIST_TYPES.includes(n.type),
      split: true,
    });
    const target: BlockFormat = active ? 'paragraph' : format;
    // Properties set to undefined are removed, so a heading's level does not outlive it.
    let props: Record<string, unknown>;
    if (isList && !active) props = { type: 'list-item', level: undefined, align: undefined };
    else if (target.startsWith('heading-'))
      props = { type: 'heading', level: Number(target.slice(-1)) };
    else props = { type: target, level: undefined };
    Transforms.setNodes<Node>(editor, props as Partial<Node>, {
      match: (n) => Element.isElement(n) && TEXT_BLOCKS.includes(n.type),
    });
    if (isList && !active) {
      Transforms.wrapNodes(
        editor,
        { type: format as 'bulleted-list', children: [] },
        {
          match: (n) => Element.isElement(n) && n.type === 'list-item',
        },
      );
    }
  });
}

/** Aligns the selected paragraphs, headings and quotes; 'left' is the default and is not stored. */
export function setAlign(editor: Editor, align: Align): void {
  Transforms.setNodes<Node>(
    editor,
    { align: align === 'left' ? undefined : align } as Partial<Node>,
    { match: isType('paragraph', 'heading', 'block-quote') },
  );
}

/** The alignment of the current block. */
export function alignAt(editor: Editor): Align {
  const [entry] = Editor.nodes(editor, { match: isType('paragraph', 'heading', 'block-quote') });
  const node = entry?.[0] as { align?: Align } | undefined;
  return node?.align ?? 'left';
}

/** The link around the selection, if any. */
export function linkAt(editor: Editor): LinkElement | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Editor.nodes(editor, { match: isType('link') });
  return entry?.[0] as LinkElement | undefined;
}

/** Removes the link around the selection, keeping its text. */
export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: isType('link') });
}

function ensureSelection(editor: Editor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

/** Links the selected text to `url`, or inserts the URL as a linked text at the caret. */
export function insertLink(editor: Editor, url: string, label?: string): void {
  ensureSelection(editor);
  if (linkAt(editor)) removeLink(editor);
  const selection = editor.selection;
  const collapsed = !selection || Range.isCollapsed(selection);
  if (collapsed) {
    const link: LinkElement = { type: 'link', url, children: [{ text: label || url }] };
    Transforms.insertNodes(editor, link);
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

// Inserts a block at the caret, keeping a paragraph after it to type in. In an empty paragraph
// the block goes before it, so that paragraph is the one left to type in.
function insertBlock(
  editor: Editor,
  node: ImageElement | VideoElement | TableElement,
): Path | undefined {
  ensureSelection(editor);
  const above = Editor.above<CustomElement>(editor, {
    match: (n) => Element.isElement(n) && Editor.isBlock(editor, n),
  });
  if (
    above &&
    above[1].length === 1 &&
    above[0].type === 'paragraph' &&
    Editor.isEmpty(editor, above[0])
  ) {
    Transforms.insertNodes(editor, node, { at: above[1] });
    Transforms.select(editor, Editor.start(editor, Path.next(above[1])));
    return above[1];
  }
  Transforms.insertNodes(editor, node);
  const [entry] = Editor.nodes(editor, { match: isType(node.type), mode: 'lowest' });
  if (!entry) return undefined;
  const next = Path.next(entry[1]);
  if (!Node.has(editor, next)) {
    Transforms.insertNodes(
      editor,
      { type: 'paragraph', children: [{ text: '' }] },
      { at: next, select: true },
    );
  }
  return entry[1];
}

function insertVoid(editor: Editor, node: ImageElement | VideoElement): void {
  insertBlock(editor, node);
}

/** Inserts an uploaded image. */
export function insertImage(editor: Editor, url: string, alt?: string): void {
  const image: ImageElement = alt
    ? { type: 'image', url, alt, children: [{ text: '' }] }
    : { type: 'image', url, children: [{ text: '' }] };
  insertVoid(editor, image);
}

/** Inserts a `<video controls>` block playing `url`. */
export function insertVideo(editor: Editor, url: string): void {
  insertVoid(editor, { type: 'video', url, children: [{ text: '' }] });
}

const emptyCell = (): TableCellElement => ({ type: 'table-cell', children: [{ text: '' }] });
const emptyRow = (cols: number): TableRowElement => ({
  type: 'table-row',
  children: Array.from({ length: cols }, emptyCell),
});

/** Inserts a table of `rows` x `cols` empty cells and puts the caret in the first one. */
export function insertTable(editor: Editor, rows = 2, cols = 2): void {
  ensureSelection(editor);
  const table: TableElement = {
    type: 'table',
    children: Array.from({ length: rows }, () => emptyRow(cols)),
  };
  const path = insertBlock(editor, table);
  if (path) Transforms.select(editor, Editor.start(editor, [...path, 0, 0]));
}

/** Where the caret is in a table: the table's path, row and column. */
export interface TableContext {
  tablePath: Path;
  row: number;
  col: number;
  rows: number;
  cols: number;
}

/** The table cell holding the caret, or `undefined` outside tables. */
export function tableAt(editor: Editor): TableContext | undefined {
  if (!editor.selection) return undefined;
  const cell = Editor.above(editor, { match: isType('table-cell') });
  if (!cell) return undefined;
  const cellPath = cell[1];
  const tablePath = cellPath.slice(0, -2);
  const table = Node.get(editor, tablePath) as TableElement;
  return {
    tablePath,
    row: cellPath[cellPath.length - 2] ?? 0,
    col: cellPath[cellPath.length - 1] ?? 0,
    rows: table.children.length,
    cols: table.children[0]?.children.length ?? 0,
  };
}

/** Adds an empty row below the caret's row. */
export function insertTableRow(editor: Editor): void {
  const t = tableAt(editor);
  if (t) Transforms.insertNodes(editor, emptyRow(t.cols), { at: [...t.tablePath, t.row + 1] });
}

/** Adds an empty column right of the caret's column. */
export function insertTableColumn(editor: Editor): void {
  const t = tableAt(editor);
  if (!t) return;
  Editor.withoutNormalizing(editor, () => {
    for (let r = 0; r < t.rows; r++) {
      Transforms.insertNodes(editor, emptyCell(), { at: [...t.tablePath, r, t.col + 1] });
    }
  });
}

/** Removes the table around the caret. */
export function deleteTable(editor: Editor): void {
  const t = tableAt(editor);
  if (!t) return;
  Transforms.removeNodes(editor, { at: t.tablePath });
  if (editor.children.length === 0) {
    Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: [0] });
  }
}

/** Removes the caret's row (the whole table when it is the last row). */
export function deleteTableRow(editor: Editor): void {
  const t = tableAt(editor);
  if (!t) return;
  if (t.rows <= 1) deleteTable(editor);
  else Transforms.removeNodes(editor, { at: [...t.tablePath, t.row] });
}

/** Removes the caret's column (the whole table when it is the last column). */
export function deleteTableColumn(editor: Editor): void {
  const t = tableAt(editor);
  if (!t) return;
  if (t.cols <= 1) {
    deleteTable(editor);
    return;
  }
  Editor.withoutNormalizing(editor, () => {
    for (let r = t.rows - 1; r >= 0; r--) {
      Transforms.removeNodes(editor, { at: [...t.tablePath, r, t.col] as Location });
    }
  });
}
