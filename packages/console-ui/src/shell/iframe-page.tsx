import { useLingui } from '@lingui/react';
import { useState } from 'react';

import * as styles from './iframe-page.css';

/** Props of {@link IframePage}. */
export interface IframePageProps {
  /** Address shown in the frame (RouterVo `meta.link`). */
  src: string;
  /** Accessible title of the frame, usually the menu title. */
  title: string;
}

/**
 * Embedded-frame page (spec section 2): a loading mask reading "Loading page, please wait" covers
 * the frame until its load event.
 */
export function IframePage({ src, title }: IframePageProps) {
  const { i18n } = useLingui();
  // Keyed by address so that a new address shows the mask again.
  const [loaded, setLoaded] = useState<string | undefined>();
  const loading = loaded !== src;
  return (
    <div className={styles.root} data-slot="iframe-page" aria-busy={loading}>
      <iframe className={styles.frame} src={src} title={title} onLoad={() => setLoaded(src)} />
      {loading ? (
        <div className={styles.mask} role="status">
          {i18n._({ id: 'shell.iframe.loading', message: 'Loading page, please wait' })}
        </div>
      ) : null}
    </div>
  );
}
