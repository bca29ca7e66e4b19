// Props of the rich-text editor, kept apart from the editor so that the main entry's types
// (LazyRichTextEditor) do not pull in Slate's: a portal type-checking its libraries
// (skipLibCheck: false) without the editor never reads Slate's declarations.

/** Props of `RichTextEditor` and `LazyRichTextEditor`. */
export interface RichTextEditorProps {
  /** The document as HTML. */
  value: string;
  /** Called with the new HTML after each edit. */
  onChange: (html: string) => void;
  /**
   * 'full': headings, lists, tables, images, video...; 'restricted': inline formatting and
   * links only (images, tables, video, audio and frames refused, pasted HTML sanitised).
   */
  variant: 'full' | 'restricted';
  /** Uploads an image and resolves with its URL (see `createUploaders`); no image tool without it. */
  uploadImage?: (file: File) => Promise<string>;
  /** Height of the editor in pixels. @default 600 */
  height?: number;
  placeholder?: string;
  'aria-label': string;
  /** Whether the text can be edited. @default false */
  readOnly?: boolean;
}
