import { translate } from '@wcm/console-core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { MouseEvent, ReactNode } from 'react';
import { Editor } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';

import {
  alignAt,
  blockFormatAt,
  deleteTable,
  deleteTableColumn,
  deleteTableRow,
  insertTable,
  insertTableColumn,
  insertTableRow,
  isBlockActive,
  isMarkActive,
  linkAt,
  removeLink,
  setAlign,
  setColor,
  setFontSize,
  tableAt,
  toggleBlock,
  toggleMark,
  type BlockFormat,
} from './commands';
import { IconButton } from '../kit/icon-button';
import * as styles from './editor.css';
import { editorMessages as m } from './messages';
import { FONT_SIZES, type Align, type BooleanMark } from './types';

/** Props of {@link EditorToolbar}. */
export interface EditorToolbarProps {
  variant: 'full' | 'restricted';
  /** Opens the link dialog. */
  onLink: () => void;
  /** Opens the video dialog (full variant). */
  onVideo: () => void;
  /** Opens the image file picker; absent when no `uploadImage` was given. */
  onImage?: () => void;
}

interface ToolProps {
  label: MessageDescriptor;
  pressed?: boolean;
  disabled?: boolean;
  onRun: () => void;
  children: ReactNode;
}

// mousedown is prevented so clicking a tool does not take the selection out of the text.
function Tool({ label, pressed, disabled, onRun, children }: ToolProps) {
  const { i18n } = useLingui();
  const text = i18n._(label);
  return (
    <IconButton
      className={styles.tool}
      label={text}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e: MouseEvent) => e.preventDefault()}
      onClick={onRun}
    >
      {/* Icons are symbols only: letters or digits here would have to appear in the name (axe). */}
      <span aria-hidden="true">{children}</span>
    </IconButton>
  );
}

const MARKS: [BooleanMark, MessageDescriptor, ReactNode][] = [
  ['bold', m.bold, <b key="b">B</b>],
  ['italic', m.italic, <i key="i">I</i>],
  ['underline', m.underline, <u key="u">U</u>],
  ['strikethrough', m.strikethrough, <s key="s">S</s>],
];
const ALIGNS: [Align, MessageDescriptor, string][] = [
  ['left', m.alignLeft, '⇤'],
  ['center', m.alignCenter, '≡'],
  ['right', m.alignRight, '⇥'],
  ['justify', m.alignJustify, '☰'],
];
const BLOCK_TYPES: BlockFormat[] = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
];

/** The editor's toolbar: every tool has an aria-label; marks and blocks show `aria-pressed`. */
export function EditorToolbar({ variant, onLink, onVideo, onImage }: EditorToolbarProps) {
  const editor = useSlate();
  const { i18n } = useLingui();
  const full = variant === 'full';
  const run = (action: () => void) => () => {
    action();
    ReactEditor.focus(editor);
  };
  const marks = (editor.selection ? Editor.marks(editor) : null) ?? {};
  const format = blockFormatAt(editor);
  const align = alignAt(editor);
  const table = tableAt(editor);
  const link = linkAt(editor);

  return (
    <div role="toolbar" aria-label={i18n._(m.toolbar)} className={styles.toolbar}>
      {full && (
        <div className={styles.group}>
          <select
            className={styles.select}
            aria-label={i18n._(m.blockType)}
            value={format?.startsWith('heading-') ? format : 'paragraph'}
            onChange={(e) => {
              const next = e.target.value as BlockFormat;
              run(() => toggleBlock(editor, next === 'paragraph' && format ? format : next))();
            }}
          >
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'paragraph'
                  ? i18n._(m.paragraph)
                  : translate(i18n, m.heading, { level: type.slice(-1) })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.group}>
        {MARKS.filter(([mark]) => full || mark !== 'strikethrough').map(([mark, label, icon]) => (
          <Tool
            key={mark}
            label={label}
            pressed={isMarkActive(editor, mark)}
            onRun={run(() => toggleMark(editor, mark))}
          >
            {icon}
          </Tool>
        ))}
        <input
          type="color"
          className={styles.colorInput}
          aria-label={i18n._(m.color)}
          title={i18n._(m.color)}
          value={/^#[0-9a-f]{6}$/i.test(String(marks.color)) ? String(marks.color) : '#000000'}
          onChange={(e) => setColor(editor, e.target.value)}
        />
        <select
          className={styles.select}
          aria-label={i18n._(m.fontSize)}
          value={marks.fontSize ? String(marks.fontSize) : ''}
          onChange={(e) => run(() => setFontSize(editor, Number(e.target.value) || undefined))()}
        >
          <option value="">{i18n._(m.fontSizeDefault)}</option>
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {translate(i18n, m.fontSizeValue, { size })}
            </option>
          ))}
        </select>
      </div>
      {full && (
        <div className={styles.group}>
          <Tool
            label={m.bulletedList}
            pressed={isBlockActive(editor, 'bulleted-list')}
            onRun={run(() => toggleBlock(editor, 'bulleted-list'))}
          >
            •≡
          </Tool>
          <Tool
            label={m.numberedList}
            pressed={isBlockActive(editor, 'numbered-list')}
            onRun={run(() => toggleBlock(editor, 'numbered-list'))}
          >
            ⋮≡
          </Tool>
          <Tool
            label={m.quote}
            pressed={isBlockActive(editor, 'block-quote')}
            onRun={run(() => toggleBlock(editor, 'block-quote'))}
          >
            ❝
          </Tool>
          {ALIGNS.map(([value, label, icon]) => (
            <Tool
              key={value}
              label={label}
              pressed={align === value}
              onRun={run(() => setAlign(editor, value))}
            >
              {icon}
            </Tool>
          ))}
        </div>
      )}
      <div className={styles.group}>
        <Tool label={m.link} pressed={Boolean(link)} onRun={onLink}>
          🔗
        </Tool>
        <Tool label={m.unlink} disabled={!link} onRun={run(() => removeLink(editor))}>
          ⛓
        </Tool>
        {full && onImage && (
          <Tool label={m.image} onRun={onImage}>
            🖼
          </Tool>
        )}
        {full && (
          <Tool label={m.video} onRun={onVideo}>
            🎬
          </Tool>
        )}
      </div>
      {full && (
        <div className={styles.group}>
          <Tool label={m.table} onRun={run(() => insertTable(editor))}>
            ⊞
          </Tool>
          <Tool label={m.rowAdd} disabled={!table} onRun={run(() => insertTableRow(editor))}>
            +↓
          </Tool>
          <Tool label={m.columnAdd} disabled={!table} onRun={run(() => insertTableColumn(editor))}>
            +→
          </Tool>
          <Tool label={m.rowDelete} disabled={!table} onRun={run(() => deleteTableRow(editor))}>
            −↓
          </Tool>
          <Tool
            label={m.columnDelete}
            disabled={!table}
            onRun={run(() => deleteTableColumn(editor))}
          >
            −→
          </Tool>
          <Tool label={m.tableDelete} disabled={!table} onRun={run(() => deleteTable(editor))}>
            ⊠
          </Tool>
        </div>
      )}
      <div className={styles.group}>
        <Tool
          label={m.undo}
          disabled={editor.history.undos.length === 0}
          onRun={run(() => editor.undo())}
        >
          ↶
        </Tool>
        <Tool
          label={m.redo}
          disabled={editor.history.redos.length === 0}
          onRun={run(() => editor.redo())}
        >
          ↷
        </Tool>
      </div>
    </div>
  );
}
