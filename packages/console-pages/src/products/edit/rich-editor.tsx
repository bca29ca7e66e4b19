import { LazyRichTextEditor, type RichTextEditorProps } from '@wcm/console-ui';

/** The full rich-text editor, loaded on first use (Slate stays out of the page's chunk). */
export function LazyFullEditor(props: Omit<RichTextEditorProps, 'variant'>) {
  return <LazyRichTextEditor {...props} variant="full" />;
}
