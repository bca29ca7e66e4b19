// Labels the menu tree, its dialog and the dialog's rules share, one catalogue entry each;
// translate with `i18n._(labels.menuName)`.

export const menuName = /*i18n*/ { id: 'pages.system.menu.menuName', message: 'Menu name' };
export const orderNum = /*i18n*/ { id: 'pages.system.menu.orderNum', message: 'Display order' };
export const icon = /*i18n*/ { id: 'pages.system.menu.icon', message: 'Menu icon' };
export const perms = /*i18n*/ { id: 'pages.system.menu.perms', message: 'Permission string' };
export const path = /*i18n*/ { id: 'pages.system.menu.path', message: 'Route path' };
export const component = /*i18n*/ { id: 'pages.system.menu.component', message: 'Component path' };
