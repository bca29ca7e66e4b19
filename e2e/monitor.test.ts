// Monitoring and tools in a real browser against the real server (issue 8 "Done when"): a job is
// scheduled with a cron expression, run once and its run seen on the job log page; code is
// generated and downloaded for an imported table; a second session is forced out from the
// online users page and its token is refused afterwards. New page strings have no zh-CN
// translation yet, so names accept the English source text too.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { openPage } from './support/shell.ts';
import { signInAsAdmin, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const JOB = 'e2e statistics job';
const TABLE = 'sys_notice';
const ok = /^\s*(确\s*定|ok|confirm)\s*$/i;

// Until the lead compiles the catalogues, a production build shows untranslated messages with
// their `{placeholders}` unfilled; axe then flags those names (e.g. the pager's 'Page {page}').
// Only violations naming such elements are left out; every other one still fails the test.
const uncompiled = /aria-label="[^"]*\{\w+\}[^"]*"/;
async function a11yViolations(page: Page): Promise<string[]> {
  return (await seriousA11yViolations(page)).filter((v) => !uncompiled.test(v));
}

/** A row of the first table holding `text`. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const api = (page: Page, path: string | RegExp, method: string) =>
  page.waitForResponse((r: Response) => {
    if (r.request().method() !== method) return false;
    const p = new URL(r.url()).pathname.replace(/^.*\/prod-api/, '');
    return typeof path === 'string' ? p === path : path.test(p);
  });

/** The presenter's confirmation box ('System prompt'), answered with OK. */
async function confirmPrompt(page: Page) {
  const box = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
  await box.getByRole('button', { name: ok }).click();
}

/** Signs in over HTTP as a second session (another device), returning its token. */
async function signInOverHttp(): Promise<string> {
  const { origin } = suite.server;
  const captcha = (await (await fetch(`${origin}/prod-api/captchaImage`)).json()) as {
    uuid: string;
  };
  const code = await suite.server.captchaAnswer(captcha.uuid);
  const res = await fetch(`${origin}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'e2e-second-device' },
    body: JSON.stringify({ username: 'admin', password: 'admin123', code, uuid: captcha.uuid }),
  });
  const body = (await res.json()) as { code: number; token?: string };
  assert.equal(body.code, 200);
  assert.ok(body.token);
  return body.token;
}

async function infoCode(token: string): Promise<number> {
  const res = await fetch(`${suite.server.origin}/prod-api/getInfo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { code: number }).code;
}

describe('monitor and tools pages', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(suite.browser.page, suite.server);
  });

  it('schedules a job with a cron expression and its next run times', async () => {
    const { page } = suite.browser;
    await openPage(page, '/monitor/job');
    await page.getByRole('table').first().waitFor();
    await page.getByRole('button', { name: /^(新增|add)$/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /任务名称|job name/i }).fill(JOB);
    await dialog.getByRole('combobox', { name: /handler|处理/i }).click();
    await page.getByRole('option', { name: /statistics\.refresh/ }).click();
    await dialog.getByRole('textbox', { name: /^(表达式|expression)$/i }).fill('0 0/30 * * * ?');
    const times = dialog.getByTestId('cron-next').getByRole('listitem');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="cron-next"] li').length === 5,
    );
    assert.match((await times.first().textContent()) ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    const saved = api(page, '/monitor/job', 'POST');
    await dialog.getByRole('button', { name: ok }).click();
    assert.equal(((await (await saved).json()) as { code: number }).code, 200);
    await page.getByRole('cell', { name: JOB, exact: true }).waitFor();
  });

  it('runs the job once and sees its entry on the job log page', async () => {
    const { page } = suite.browser;
    await rowWith(page, JOB)
      .getByRole('button', { name: /执行一次|run once/i })
      .click();
    const ran = api(page, '/monitor/job/run', 'PUT');
    await confirmPrompt(page);
    assert.equal(((await (await ran).json()) as { code: number }).code, 200);
    await rowWith(page, JOB)
      .getByRole('button', { name: /调度日志|^log\b/i })
      .click();
    await page.waitForURL((url) => /\/wcm\/monitor\/job-log\/index\/\d+$/.test(url.pathname));
    const row = page.getByRole('row').filter({ hasText: JOB });
    await row.first().waitFor();
    assert.match((await row.first().textContent()) ?? '', /statistics\.refresh/);
  });

  it('has no serious accessibility violations on the job log page', async () => {
    assert.deepEqual(await a11yViolations(suite.browser.page), []);
  });

  it('imports a table and downloads its generated code as a zip', async () => {
    const { page } = suite.browser;
    await openPage(page, '/tool/gen');
    await page.getByRole('button', { name: /^(导入|import)$/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /表名称|table name/i }).fill(TABLE);
    await dialog.getByRole('button', { name: /^\s*(搜\s*索|search)\s*$/i }).click();
    const row = dialog
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: TABLE, exact: true }) });
    await row.getByRole('checkbox').check();
    const imported = api(page, '/tool/gen/importTable', 'POST');
    await dialog.getByRole('button', { name: ok }).click();
    assert.equal(((await (await imported).json()) as { code: number }).code, 200);
    const generate = rowWith(page, TABLE).getByRole('button', { name: /生成代码|generate code/i });
    await generate.waitFor();
    const download = page.waitForEvent('download');
    await generate.click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `${TABLE}.zip`);
    const path = await file.path();
    const bytes = await readFile(path);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
  });

  it('forces a second session out from the online users page', async () => {
    const { page } = suite.browser;
    const token = await signInOverHttp();
    assert.equal(await infoCode(token), 200);
    await openPage(page, '/monitor/online');
    const sessions = page.getByRole('table').getByRole('row').filter({ hasText: 'admin' });
    await until(async () => (await sessions.count()) === 2, 'two admin sessions listed');
    // Newest first: the HTTP session signed in after the browser.
    await sessions
      .first()
      .getByRole('button', { name: /强退|force sign-out/i })
      .click();
    const forced = api(page, /^\/monitor\/online\/[0-9a-f]{32}$/, 'DELETE');
    await confirmPrompt(page);
    assert.equal(((await (await forced).json()) as { code: number }).code, 200);
    assert.equal(await infoCode(token), 401);
    await until(async () => (await sessions.count()) === 1, 'one admin session left');
  });

  it('has no serious accessibility violations on the online users page', async () => {
    const { page } = suite.browser;
    // A message still fading in or out is half transparent, which axe reads as low contrast.
    await page.locator('[data-slot="presenter-message"]').first().waitFor({ state: 'detached' });
    assert.deepEqual(await a11yViolations(page), []);
  });
});
