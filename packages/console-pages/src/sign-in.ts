// `@wcm/console-pages/sign-in`: the sign-in page on its own, for an app that loads it lazily
// (`lazy(() => import('@wcm/console-pages/sign-in'))`), so that its code and the captcha's stay
// out of the script of the app's other routes. The main entry exports the same component.

/** Sign-in page without router binding; the host or a portal decides where to go next. */
export { LoginPage, LoginPage as default } from './auth/login-page';
export type { LoginPageProps, RegisterLink } from './auth/login-page';
