// One time-zone rule on every screen (issue 21): the server keeps UTC and writes RuoYi's
// `yyyy-MM-dd HH:mm:ss` in GMT+8; the console shows every time in the user's zone, formatted for
// the interface language. The browser runs in São Paulo (UTC-3 all year, 11 hours behind the
// server's wall time), so a screen that skipped the conversion would be off by hours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, signInOverHttp } from './support/api.ts';
import { openPage } from './support/shell.ts';
import { signInAsAdmin, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const ZONE = 'America/Sao_Paulo';
const suite = useBrowserSuite({ timezoneId: ZONE });
const page = (): Page => suite.browser.page;

/** What the console should show for an instant: zh-CN, 24-hour, in the browser's zone. */
const shown = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: ZONE,
});
const DATE_TIME = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/;

/** Seconds since the epoch of a `yyyy/MM/dd HH:mm:ss` (or `-`) wall time, read as UTC. */
function wallSeconds(text: string): number {
  const [y, mo, d, h, mi, s] = (text.match(/\d+/g) ?? []).map(Number);
  return Date.UTC(y!, mo! - 1, d!, h, mi, s) / 1000;
}

/** The server's GMT+8 wall time as an instant. */
const fromServer = (text: string) => new Date((wallSeconds(text) - 8 * 3600) * 1000);

async function token(): Promise<string> {
  const cookies = await page().context().cookies();
  const value = cookies.find((c) => c.name === 'Admin-Token')?.value;
  assert.ok(value, 'signed in');
  return decodeURIComponent(value);
}

/** The time shown in the first table row holding `text`. */
async function timeInRow(text: RegExp): Promise<string> {
  const row = page().getByRole('row').filter({ hasText: text }).first();
  await row.waitFor();
  const match = DATE_TIME.exec((await row.innerText()) ?? '');
  assert.ok(match, `a date and time in the row ${text}`);
  return match[0];
}

async function open(path: string) {
  await openPage(page(), path);
  await page().getByRole('table').first().waitFor();
}

describe('times in the user’s zone on every screen', () => {
  it('signs in (browser in São Paulo)', async () => {
    await signInAsAdmin(page(), suite.server);
    await page().waitForURL((url) => url.pathname === '/wcm/index');
  });

  it('online users and the sign-in log show the same sign-in, in the browser’s zone', async () => {
    const mine = await token();
    const online = await callApi(suite.server, mine, 'GET', '/monitor/online/list');
    const session = online.rows?.find((r) => r.userName === 'admin');
    assert.ok(session && typeof session.loginTime === 'number');
    await open('/monitor/online');
    const onlineShown = await timeInRow(/admin/);
    assert.equal(onlineShown, shown.format(new Date(session.loginTime)));

    const log = await callApi(suite.server, mine, 'GET', '/monitor/logininfor/list?pageSize=5');
    const entry = log.rows?.find((r) => r.userName === 'admin' && r.status === '0');
    assert.ok(entry && typeof entry.loginTime === 'string');
    await open('/system/log/logininfor');
    const logShown = await timeInRow(/admin/);
    assert.equal(logShown, shown.format(fromServer(entry.loginTime)));
    // One event, two sources (epoch milliseconds and GMT+8 text): the same time to the second.
    assert.ok(Math.abs(wallSeconds(logShown) - wallSeconds(onlineShown)) <= 1);
    // And not the server's wall time: São Paulo is 11 hours behind GMT+8.
    assert.equal(wallSeconds(entry.loginTime) - wallSeconds(logShown), 11 * 3600);
  });

  it('the operation log shows an operation done now at the browser’s time', async () => {
    const other = await signInOverHttp(suite.server, 'admin', 'admin123', 'e2e-other-device');
    await open('/monitor/online');
    const rows = page().getByRole('row').filter({ hasText: 'admin' });
    await until(async () => (await rows.count()) === 2, 'two sessions listed');
    const forced = page().waitForResponse((r) => r.request().method() === 'DELETE');
    await rows
      .first()
      .getByRole('button', { name: /强退|force sign-out/i })
      .click();
    await page()
      .getByRole('alertdialog')
      .or(page().getByRole('dialog'))
      .last()
      .getByRole('button', { name: /^\s*(确\s*定|ok|confirm)\s*$/i })
      .click();
    assert.equal(((await (await forced).json()) as { code: number }).code, 200);
    const done = Date.now();

    const log = await callApi(
      suite.server,
      await token(),
      'GET',
      '/monitor/operlog/list?pageSize=1',
    );
    const entry = log.rows?.[0];
    assert.ok(entry && typeof entry.operTime === 'string');
    await open('/system/log/operlog');
    const opShown = await timeInRow(/在线用户|online/i);
    assert.equal(opShown, shown.format(fromServer(entry.operTime)));
    assert.ok(Math.abs(wallSeconds(opShown) - wallSeconds(shown.format(done))) <= 120);
    assert.ok(other);
  });

  it('the draft autosave note shows a 24-hour time in the interface language', async () => {
    await page().goto('/wcm/brand/prodEdit/index/0');
    const name = page()
      .getByRole('textbox', { name: /产品名称|product name/i })
      .first();
    await name.fill('Time zone check');
    const saveDraft = page().getByRole('button', {
      name: /^(保存草稿|存为草稿|save as draft)$/i,
    });
    await saveDraft.click();
    await page().waitForURL((url) => url.pathname.startsWith('/wcm/drafts/draftsProdEdit/'));
    await name.fill('Time zone check, again');
    await saveDraft.click();
    const note = page()
      .getByRole('status')
      .filter({ hasText: /\d{2}:\d{2}:\d{2}/ });
    await note.waitFor();
    const text = await note.innerText();
    assert.doesNotMatch(text, /AM|PM/);
    const [h, m, s] = (/(\d{2}):(\d{2}):(\d{2})/.exec(text) ?? []).slice(1).map(Number);
    const now = shown.format(new Date());
    const expected = wallSeconds(now) % 86400;
    assert.ok(Math.abs(h! * 3600 + m! * 60 + s! - expected) <= 120, `${text} vs ${now}`);
  });
});
