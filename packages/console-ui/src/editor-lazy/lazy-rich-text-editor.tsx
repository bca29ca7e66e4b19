import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor-props';

import * as styles from './lazy-rich-text-editor.css';

// The editor entry (and Slate with it) is fetched the first time an editor is drawn.
const RichTextEditor = lazy(() =>
  import('@wcm/console-ui/editor').then((m) => ({ default: m.RichTextEditor })),
);

/** Placeholder of the editor's size while its code loads. */
export function EditorSkeleton({ height = 600 }: { height?: number }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.skeleton} style={{ height }} role="status" aria-busy="true">
      {i18n._({ id: 'editor.lazy.loading', message: 'Loading editor...' })}
    </div>
  );
}

/**
 * `RichTextEditor` loaded on first use (`React.lazy` of `@wcm/console-ui/editor`), with a
 * skeleton of the same height meanwhile; same props.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton height={props.height} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
