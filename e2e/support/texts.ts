// Texts of the interface on a page, for checking that a language shows no Chinese: the console's
// own texts and those the server translates. Data (trees, table cells, tags) is left out.
import type { Page } from 'playwright-core';

/** Texts of the interface the console itself writes (labels, headers, buttons, placeholders). */
export async function clientTexts(page: Page): Promise<string[]> {
  // No named functions inside evaluate: tsx would wrap them in a helper the page lacks.
  return page.evaluate(() => {
    const texts: string[] = [];
    const main = document.querySelector('main');
    if (main) {
      // Everything the page shows, minus data: department trees, table cells (but not the row
      // buttons), dictionary tags and options (the server's), and the page heading (a menu title).
      const copy = main.cloneNode(true) as HTMLElement;
      const data = '[role="tree"], td, [data-tone], select, [role="listbox"], h1';
      for (const el of copy.querySelectorAll(data)) el.remove();
      document.body.append(copy);
      texts.push(...copy.innerText.split('\n'));
      copy.remove();
      for (const el of main.querySelectorAll('td button'))
        texts.push((el as HTMLElement).innerText);
    }
    for (const el of document.querySelectorAll('[placeholder]'))
      if (!el.closest('td')) texts.push(el.getAttribute('placeholder') ?? '');
    for (const el of document.querySelectorAll('[aria-label]'))
      if (!el.closest('td, nav li')) texts.push(el.getAttribute('aria-label') ?? '');
    return texts.map((t) => t.trim()).filter((t) => t !== '');
  });
}

/** The display title, which the spec (section 1) keeps in Chinese in every language. */
export const DISPLAY_TITLE = '品牌官网管理系统';

/**
 * Texts the server translates (menu titles, dictionary labels), read from the elements that
 * `selectors` find; the display title is left out.
 */
export async function serverTexts(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ list, kept }) => {
      const texts: string[] = [];
      for (const el of document.querySelectorAll(list.join(', ')))
        texts.push((el as HTMLElement).innerText.trim());
      return texts.filter((t) => t !== '' && t !== kept);
    },
    { list: [...selectors], kept: DISPLAY_TITLE },
  );
}

/** The distinct texts holding Chinese characters. */
export const chinese = (texts: string[]): string[] => [
  ...new Set(texts.filter((t) => /[\u3400-\u9fff]/.test(t))),
];
