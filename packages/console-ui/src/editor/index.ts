// Entry point @wcm/console-ui/editor: loaded lazily so pages without an editor never get Slate.

/** Slate rich-text editor reading and writing HTML (full and restricted variants). */
export { RichTextEditor } from './rich-text-editor';
/** Props of `RichTextEditor`. */
export type { RichTextEditorProps } from '../editor-lazy/rich-text-editor-props';
/** Reads stored HTML into the editor's document (unsafe content dropped). */
export { deserializeHtml } from './html-deserialize';
/** Writes the editor's document as HTML (full or restricted tag set). */
export { serializeHtml } from './html-serialize';
/** Options of `serializeHtml`. */
export type { SerializeOptions } from './html-serialize';
/** The editor's document model (Slate elements and text runs). */
export type {
  Align,
  BlockElement,
  CustomElement,
  FormattedText,
  InlineNode,
  WcmEditor,
} from './types';
