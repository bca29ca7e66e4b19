import { useEffect } from 'react';
import { documentTitle } from './product';

/** Sets the window title to `{title} - {product}` while the calling page is shown. */
export function useDocumentTitle(title: string | undefined, enabled = true): void {
  useEffect(() => {
    if (enabled) document.title = documentTitle(title);
  }, [title, enabled]);
}
