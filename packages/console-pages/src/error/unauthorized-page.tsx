import { useLingui } from '@lingui/react';
import { StatusPage } from '../common/status-page';

/** 401: signed in, but not allowed to open this page. */
export function UnauthorizedPage() {
  const { i18n } = useLingui();
  return (
    <StatusPage
      code={401}
      headingId="pages-401-title"
      title={i18n._({ id: 'pages.unauthorized.title', message: 'No permission' })}
      text={i18n._({
        id: 'pages.unauthorized.text',
        message: 'You do not have permission to open this page. Ask an administrator for access.',
      })}
      linkTo="/index"
      linkLabel={i18n._({ id: 'pages.error.home', message: 'Back to home' })}
    />
  );
}
