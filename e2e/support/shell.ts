import type { Locator, Page } from 'playwright-core';

// Accessible names of the shell in zh-CN and English (new strings show their English source
// text until the catalogues are translated, so both are accepted).
export const shellNames = {
  collapse: /收起侧边栏|collapse sidebar/i,
  expand: /展开侧边栏|expand sidebar/i,
  sidebarToggle: /(收起|展开)侧边栏|(collapse|expand) sidebar/i,
  language: /^(语言|language)$/i,
  size: /^(布局大小|尺寸|大小|size)$/i,
  layoutSettings: /布局设置|layout settings/i,
  topMenu: /顶部菜单|top menu/i,
  save: /^(保存|保存配置|save)$/i,
  reset: /^(重置|重置配置|reset)$/i,
  tabActions: /标签页操作|tab actions/i,
  search: /搜索页面|search pages/i,
};

/** The sidebar's navigation (named "main menu"). */
export const sideMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: /^(主菜单|main menu)$/i });

/** The root element of the signed-in console (the shell's console root, which carries the mode). */
export const shellRoot = (page: Page): Locator =>
  page.locator('[data-slot="console-root"][data-mode]');

/** Value of a cookie of the page's origin, or undefined. */
export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((c) => c.name === name)?.value;
}

/** Opens the avatar menu and chooses an entry. */
export async function avatarMenuItem(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').last().click();
  await page.getByRole('menuitem', { name }).click();
}

/** Chooses the interface language from the header's language menu and waits for it to apply. */
export async function chooseLanguage(page: Page, label: string, lang: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: shellNames.language }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Opens a console page by its path (without the /wcm base) and waits for its address. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`/wcm${path}`);
  await page.waitForURL((url) => url.pathname === `/wcm${path}`);
}
