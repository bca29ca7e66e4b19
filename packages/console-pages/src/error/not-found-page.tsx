import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import * as css from '../common/status-page.css';

/** 404: the address matches no page. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <main className={css.root} aria-labelledby="pages-404-title">
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 id="pages-404-title" className={css.title}>
        {i18n._({ id: 'pages.notFound.title', message: 'Page not found' })}
      </h1>
      <p className={css.text}>
        {i18n._({
          id: 'pages.notFound.text',
          message: 'The page you are looking for does not exist or has been moved.',
        })}
      </p>
      <Link className={css.link} to="/index">
        {i18n._({ id: 'pages.error.home', message: 'Back to home' })}
      </Link>
    </main>
  );
}
