import assert from 'node:assert/strict';
import type { Page, Response } from 'playwright-core';

// Accessible names in zh-CN (the default locale) and English, so a change of default language
// does not break the suite but a missing label does.
export const names = {
  account: /^\s*(账号|用户名|account|user\s*name)/i,
  password: /^\s*(密码|password)/i,
  code: /^\s*(验证码|verification\s*code|captcha|code)/i,
  signIn: /^\s*(登\s*录|sign\s*in|log\s*in)/i,
  newCaptcha: /(新|换|刷新).*验证码|new\s+verification\s+code|refresh|captcha/i,
  signOut: /退出登录|退出系统|sign\s*out|log\s*out/i,
  confirm: /^\s*(确\s*定|确\s*认|退出|ok|confirm|sign\s*out|log\s*out)\s*$/i,
};

const isApi = (res: Response, path: string, method = 'GET') =>
  res.request().method() === method && new URL(res.url()).pathname.endsWith(`/prod-api${path}`);

/** Resolves with the uuid of the next captcha the page fetches. Call before triggering it. */
export async function nextCaptchaUuid(page: Page): Promise<string> {
  const res = await page.waitForResponse((r) => isApi(r, '/captchaImage'));
  const body = (await res.json()) as { uuid?: string; captchaEnabled?: boolean };
  if (!body.uuid) throw new Error(`captcha without uuid: ${JSON.stringify(body)}`);
  return body.uuid;
}

/** Resolves with the body of the next POST /login. Call before submitting. */
export async function nextLoginAnswer(page: Page): Promise<{ code: number; msg: string }> {
  const res = await page.waitForResponse((r) => isApi(r, '/login', 'POST'));
  return (await res.json()) as { code: number; msg: string };
}

/** The captcha picture, inside the button that fetches a new one. */
export const captchaImage = (page: Page) =>
  page.getByRole('button', { name: names.newCaptcha }).locator('img');

/** Fills the sign-in form as a person would and submits it. */
export async function fillSignIn(
  page: Page,
  values: { username: string; password: string; code: string },
): Promise<void> {
  await page.getByRole('textbox', { name: names.account }).fill(values.username);
  await page.getByLabel(names.password).fill(values.password); // password inputs have no role
  await page.getByRole('textbox', { name: names.code }).fill(values.code);
  await page.getByRole('button', { name: names.signIn }).click();
}

/** Polls until `check` returns true; throws with `what` after `ms` (a guard, not a timing test). */
export async function until(check: () => Promise<boolean>, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/**
 * Opens the sign-in page, answers the captcha (read in-process) and signs in; resolves with the
 * server's answer to POST /login.
 */
export async function signInThroughPage(
  page: Page,
  server: { captchaAnswer(uuid: string): Promise<string> },
  username: string,
  password: string,
): Promise<{ code: number; msg: string }> {
  // Leave the current page first: a captcha it is still fetching (after a refused sign-in, say)
  // would otherwise be taken for the new page's, and its body is gone once we navigate.
  await page.goto('about:blank');
  const uuid = nextCaptchaUuid(page);
  await page.goto('/wcm/login');
  const answer = nextLoginAnswer(page);
  await fillSignIn(page, { username, password, code: await server.captchaAnswer(await uuid) });
  return answer;
}

/**
 * Signs in through the page as the seeded administrator (admin / admin123), checks the server
 * accepted it and waits until the page has left the sign-in page.
 */
export async function signInAsAdmin(
  page: Page,
  server: { captchaAnswer(uuid: string): Promise<string> },
): Promise<void> {
  const answer = await signInThroughPage(page, server, 'admin', 'admin123');
  assert.equal(answer.code, 200, answer.msg);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
