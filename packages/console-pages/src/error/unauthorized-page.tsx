import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import * as css from '../common/status-page.css';

/** 401: signed in, but not allowed to open this page. */
export function UnauthorizedPage() {
  const { i18n } = useLingui();
  return (
    <main className={css.root} aria-labelledby="pages-401-title">
      <p className={css.code} aria-hidden="true">
        401
      </p>
      <h1 id="pages-401-title" className={css.title}>
        {i18n._({ id: 'pages.unauthorized.title', message: 'No permission' })}
      </h1>
      <p className={css.text}>
        {i18n._({
          id: 'pages.unauthorized.text',
          message: 'You do not have permission to open this page. Ask an administrator for access.',
        })}
      </p>
      <Link className={css.link} to="/index">
        {i18n._({ id: 'pages.error.home', message: 'Back to home' })}
      </Link>
    </main>
  );
}
