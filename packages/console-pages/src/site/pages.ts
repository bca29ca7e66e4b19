// The site area's pages, loaded together (see registry/pages-of.ts).
export { BackgroundPage } from './background/background-page';
export { BannerPage } from './banner/banner-page';
export { ColorPage } from './color/color-page';
export { NavigationPage } from './navigation/navigation-page';
export { SitePagePage } from './page/page-page';
