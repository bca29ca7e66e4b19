import { defineErrorPage } from './error-page';

/** 401: signed in, but not allowed to open this page. */
export const UnauthorizedPage = defineErrorPage(
  401,
  /*i18n*/ { id: 'pages.unauthorized.title', message: 'No permission' },
  /*i18n*/ {
    id: 'pages.unauthorized.text',
    message: 'You do not have permission to open this page. Ask an administrator for access.',
  },
);
