import { useLingui } from '@lingui/react';
import type { RichTextEditorProps } from '@wcm/console-ui/editor';
import { lazy, Suspense } from 'react';

// The kit's LazyRichTextEditor is not on the @wcm/console-ui barrel; this is the same lazy load
// of the separate editor entry, so Slate stays out of the page's chunk until the form is shown.
const RichTextEditor = lazy(() =>
  import('@wcm/console-ui/editor').then((m) => ({ default: m.RichTextEditor })),
);

/** The full rich-text editor, loaded on first use, with a placeholder of its height meanwhile. */
export function LazyFullEditor(props: Omit<RichTextEditorProps, 'variant'>) {
  const { i18n } = useLingui();
  const height = props.height ?? 600;
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" style={{ height }}>
          {i18n._({ id: 'pages.products.edit.editorLoading', message: 'Loading editor...' })}
        </div>
      }
    >
      <RichTextEditor {...props} variant="full" />
    </Suspense>
  );
}
