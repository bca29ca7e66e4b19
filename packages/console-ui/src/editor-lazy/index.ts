// Barrel of editor-lazy; re-exported by src/index.ts. Imports no Slate: the editor itself is
// the separate entry @wcm/console-ui/editor, fetched on first use.

/** `RichTextEditor` loaded on first use, with a skeleton meanwhile; same props. */
export { EditorSkeleton, LazyRichTextEditor } from './lazy-rich-text-editor';
/** Props of `LazyRichTextEditor` (those of `RichTextEditor`). */
export type { RichTextEditorProps } from './rich-text-editor-props';
