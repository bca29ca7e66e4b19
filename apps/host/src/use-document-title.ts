import { documentTitle } from '@wcm/console-core';
import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from './product';

/**
 * Whether pages put their own title in the window title (layout setting `dynamicTitle`). The
 * shell provides the setting; outside it (sign-in, errors) pages always do.
 */
export const DynamicTitleContext = createContext(true);

/**
 * Sets the window title while the calling page is shown: `{title} - {product}` when dynamic
 * titles are on, else the product name alone (RuoYi's `useDynamicTitle`).
 */
export function useDocumentTitle(title: string | undefined, enabled = true): void {
  const dynamic = useContext(DynamicTitleContext);
  useEffect(() => {
    if (enabled) document.title = documentTitle(title, PRODUCT_NAME, dynamic);
  }, [title, enabled, dynamic]);
}
