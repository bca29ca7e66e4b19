import { useLingui } from '@lingui/react';
import { StatusPage } from '../common/status-page';

/** 404: the address matches no page. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <StatusPage
      code={404}
      headingId="pages-404-title"
      title={i18n._({ id: 'pages.notFound.title', message: 'Page not found' })}
      text={i18n._({
        id: 'pages.notFound.text',
        message: 'The page you are looking for does not exist or has been moved.',
      })}
      linkTo="/index"
      linkLabel={i18n._({ id: 'pages.error.home', message: 'Back to home' })}
    />
  );
}
