import type { Page } from 'playwright-core';

/** The JSON envelope of an API answer. */
export interface Answer {
  code: number;
  msg: string;
  data?: unknown;
}

/**
 * Resolves with the JSON body of the page's next answer to `method` at `path`: a string is the
 * end of the path after `/prod-api`, a RegExp is tested against the path after `/prod-api`. Call
 * before triggering the request.
 */
export async function nextAnswer(
  page: Page,
  method: string,
  path: string | RegExp,
): Promise<Answer> {
  const res = await page.waitForResponse((r) => {
    if (r.request().method() !== method) return false;
    const pathname = new URL(r.url()).pathname;
    return typeof path === 'string'
      ? pathname.endsWith(`/prod-api${path}`)
      : path.test(pathname.replace(/^.*\/prod-api/, ''));
  });
  return (await res.json()) as Answer;
}
