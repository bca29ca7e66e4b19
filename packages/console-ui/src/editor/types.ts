import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** Text alignment of a paragraph, heading or quote. */
export type Align = 'left' | 'center' | 'right' | 'justify';

/** A run of text with its marks; `fontSize` is in points (8-36). */
export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  /** CSS colour, e.g. '#c0392b'. */
  color?: string;
  fontSize?: number;
}

/** Boolean marks the toolbar toggles. */
export type BooleanMark = 'bold' | 'italic' | 'underline' | 'strikethrough';

/** Inline link; its children are text runs. */
export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

/** What a text block holds: runs of text and links. */
export type InlineNode = FormattedText | LinkElement;

export interface ParagraphElement {
  type: 'paragraph';
  align?: Align;
  children: InlineNode[];
}
export interface HeadingElement {
  type: 'heading';
  level: 1 | 2 | 3 | 4;
  align?: Align;
  children: InlineNode[];
}
export interface QuoteElement {
  type: 'block-quote';
  align?: Align;
  children: InlineNode[];
}
export interface ListItemElement {
  type: 'list-item';
  children: InlineNode[];
}
export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}
export interface TableCellElement {
  type: 'table-cell';
  children: InlineNode[];
}
export interface TableRowElement {
  type: 'table-row';
  children: TableCellElement[];
}
export interface TableElement {
  type: 'table';
  children: TableRowElement[];
}
/** Void block showing an uploaded image. */
export interface ImageElement {
  type: 'image';
  url: string;
  alt?: string;
  children: [{ text: '' }];
}
/** Void block playing a video from an http(s) URL. */
export interface VideoElement {
  type: 'video';
  url: string;
  children: [{ text: '' }];
}

/** Blocks that hold text directly. */
export type TextBlockElement = ParagraphElement | HeadingElement | QuoteElement;
/** Every top-level block. */
export type BlockElement =
  TextBlockElement | ListElement | TableElement | ImageElement | VideoElement;
/** Every element of the editor's document. */
export type CustomElement =
  BlockElement | ListItemElement | TableRowElement | TableCellElement | LinkElement;

/** The editor: Slate core plus React and history. */
export type WcmEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: WcmEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}

/** Smallest and largest font size of the toolbar, in points (spec section 9). */
export const FONT_SIZES: readonly number[] = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36];
/** Font size range accepted from HTML, in points. */
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 36;
