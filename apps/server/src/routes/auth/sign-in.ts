import { defineRoutes } from '../../resources';

/** Sign-in, registration, captcha and the signed-in user's info: contract paths at the API root. */
export const signIn = defineRoutes({ path: '', permission: '' });
