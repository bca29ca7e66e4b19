import { useConsole } from '@wcm/console-ui';
import { useEffect, useState } from 'react';

/** Pages and listed products a link may lead to. */
export interface LinkTargets {
  pages: Array<{ slug: string; name: string }>;
  products: Array<{ productId: number; name: string }>;
}

/** Loads the link targets once per mount (empty lists until they arrive). */
export function useLinkTargets(): LinkTargets {
  const wcm = useConsole();
  const [targets, setTargets] = useState<LinkTargets>({ pages: [], products: [] });
  useEffect(() => {
    let live = true;
    wcm
      .call(wcm.api.GET('/site/link-targets'))
      .then((body) => {
        if (live) setTargets(body.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wcm]);
  return targets;
}
