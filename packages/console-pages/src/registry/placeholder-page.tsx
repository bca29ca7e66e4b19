import { useLingui } from '@lingui/react';
import { useId } from 'react';
import * as css from '../common/status-page.css';

/** Shown for a backend component name no module serves yet, instead of crashing the shell. */
export function PlaceholderPage({ component }: { component: string }) {
  const { i18n } = useLingui();
  // Several placeholders can be mounted at once (tabs kept alive), so the id must be unique.
  const titleId = useId();
  return (
    <section className={css.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={css.title}>
        {i18n._({ id: 'pages.placeholder.title', message: 'This area is not available yet' })}
      </h1>
      <p className={css.text}>
        {i18n._({
          id: 'pages.placeholder.text',
          message: 'This part of the console has not been built yet. Page component: {component}',
          values: { component },
        })}
      </p>
    </section>
  );
}
