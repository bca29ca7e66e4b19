import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it } from 'vitest';

import {
  alignAt,
  blockFormatAt,
  deleteTableColumn,
  deleteTableRow,
  insertImage,
  insertLink,
  insertTable,
  insertTableColumn,
  insertTableRow,
  insertVideo,
  isMarkActive,
  removeLink,
  setAlign,
  setColor,
  setFontSize,
  tableAt,
  toggleBlock,
  toggleMark,
} from './commands';
import { deserializeHtml } from './html-deserialize';
import { serializeHtml } from './html-serialize';
import { withWcm, type EditorHandlers } from './plugin';

function makeEditor(html: string, variant: 'full' | 'restricted' = 'full') {
  const handlers = { current: { refused: () => {}, imageFiles: () => {} } as EditorHandlers };
  const editor = withWcm(withHistory(withReact(createEditor())), { variant, handlers });
  editor.children = deserializeHtml(html) as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}

const html = (editor: Editor) => serializeHtml(editor.children);

function selectAll(editor: Editor) {
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
}

describe('editor commands', () => {
  it('toggles marks, colour and font size on the selection', () => {
    const editor = makeEditor('<p>text</p>');
    selectAll(editor);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    toggleMark(editor, 'strikethrough');
    setColor(editor, '#c0392b');
    setFontSize(editor, 18);
    expect(html(editor)).toBe(
      '<p><strong><s><span style="color: #c0392b; font-size: 18pt">text</span></s></strong></p>',
    );
    toggleMark(editor, 'bold');
    setColor(editor, undefined);
    setFontSize(editor, undefined);
    toggleMark(editor, 'strikethrough');
    expect(html(editor)).toBe('<p>text</p>');
  });

  it('switches headings, quotes and lists, and back to paragraphs', () => {
    const editor = makeEditor('<p>a</p><p>b</p>');
    Transforms.select(editor, Editor.start(editor, [0]));
    toggleBlock(editor, 'heading-2');
    expect(blockFormatAt(editor)).toBe('heading-2');
    expect(html(editor)).toBe('<h2>a</h2><p>b</p>');
    toggleBlock(editor, 'heading-2');
    expect(html(editor)).toBe('<p>a</p><p>b</p>');
    selectAll(editor);
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<ol><li>a</li><li>b</li></ol>');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<ul><li>a</li><li>b</li></ul>');
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<p>a</p><p>b</p>');
    toggleBlock(editor, 'block-quote');
    expect(html(editor)).toBe('<blockquote>a</blockquote><blockquote>b</blockquote>');
  });

  it('aligns blocks; left is the default and not written', () => {
    const editor = makeEditor('<h1>t</h1>');
    selectAll(editor);
    setAlign(editor, 'center');
    expect(alignAt(editor)).toBe('center');
    expect(html(editor)).toBe('<h1 style="text-align: center">t</h1>');
    setAlign(editor, 'left');
    expect(html(editor)).toBe('<h1>t</h1>');
  });

  it('inserts links at the caret or around the selection, and removes them', () => {
    const editor = makeEditor('<p>go here</p>');
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 3 },
      focus: { path: [0, 0], offset: 7 },
    });
    insertLink(editor, 'https://example.com');
    expect(html(editor)).toBe('<p>go <a href="https://example.com">here</a></p>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 1 });
    removeLink(editor);
    expect(html(editor)).toBe('<p>go here</p>');
    Transforms.select(editor, Editor.end(editor, []));
    insertLink(editor, 'mailto:a@b.c');
    expect(html(editor)).toBe('<p>go here<a href="mailto:a@b.c">mailto:a@b.c</a></p>');
  });

  it('inserts images and videos as blocks with a paragraph after them', () => {
    const editor = makeEditor('<p>x</p>');
    Transforms.select(editor, Editor.end(editor, []));
    insertImage(editor, '/prod-api/a.png');
    expect(html(editor)).toBe('<p>x</p><img src="/prod-api/a.png" alt=""><p></p>');
    insertVideo(editor, 'https://v.test/a.mp4');
    expect(html(editor)).toBe(
      '<p>x</p><img src="/prod-api/a.png" alt=""><video controls src="https://v.test/a.mp4"></video><p></p>',
    );
  });

  it('inserts a table and adds and removes rows and columns', () => {
    const editor = makeEditor('<p></p>');
    Transforms.select(editor, Editor.start(editor, []));
    insertTable(editor);
    expect(tableAt(editor)).toMatchObject({ row: 0, col: 0, rows: 2, cols: 2 });
    editor.insertText('a');
    insertTableRow(editor);
    insertTableColumn(editor);
    expect(tableAt(editor)).toMatchObject({ rows: 3, cols: 3 });
    expect(html(editor)).toBe(
      '<table><tbody><tr><td>a</td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr><tr><td></td><td></td><td></td></tr></tbody></table><p></p>',
    );
    deleteTableColumn(editor);
    deleteTableRow(editor);
    expect(tableAt(editor)).toMatchObject({ rows: 2, cols: 2 });
    // Deleting the last row removes the table.
    Transforms.select(editor, Editor.start(editor, [0, 0, 0]));
    deleteTableRow(editor);
    Transforms.select(editor, Editor.start(editor, [0, 0, 0]));
    deleteTableRow(editor);
    expect(html(editor)).toBe('<p></p>');
  });

  it('undoes and redoes with the history', () => {
    const editor = makeEditor('<p>a</p>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText('b');
    expect(html(editor)).toBe('<p>ab</p>');
    editor.undo();
    expect(html(editor)).toBe('<p>a</p>');
    editor.redo();
    expect(html(editor)).toBe('<p>ab</p>');
  });
});
