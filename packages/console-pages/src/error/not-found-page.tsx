import { defineErrorPage } from './error-page';

/** 404: the address matches no page. */
export const NotFoundPage = defineErrorPage(
  404,
  /*i18n*/ { id: 'pages.notFound.title', message: 'Page not found' },
  /*i18n*/ {
    id: 'pages.notFound.text',
    message: 'The page you are looking for does not exist or has been moved.',
  },
);
