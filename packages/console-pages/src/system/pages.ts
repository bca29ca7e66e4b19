// The system area's pages, loaded together (see registry/pages-of.ts).
export { ConfigPage } from './config/config-page';
export { DictDataPage } from './dict/dict-data-page';
export { DictTypePage } from './dict/dict-type-page';
export { LogininforPage } from './logininfor/logininfor-page';
export { MenuPage } from './menu/menu-page';
export { NoticePage } from './notice/notice-page';
export { OperlogPage } from './operlog/operlog-page';
