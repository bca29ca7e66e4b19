import { useConsole } from '@wcm/console-ui';
import { useCallback, useEffect, useState } from 'react';
import type { Category } from './products-types';

/** Every category (flat, larger sort first), loaded on mount; `reload` after a change. */
export function useCategories() {
  const wcm = useConsole();
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const body = await wcm.call(wcm.api.GET('/brand/category/list', {}));
      setCategories(body.data);
    } catch {
      // The error was shown; the list stays as it was.
    } finally {
      setLoading(false);
    }
  }, [wcm]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { categories, loading, reload };
}
