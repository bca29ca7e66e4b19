// The company area in a real browser against the real server (issue 15, "Done when"): the
// profile refuses a credit code with a wrong check digit and keeps what was typed, the equity
// total cannot pass 100%, a customer-service contact needs a phone valid for its country, and an
// employee invited by email accepts through the public invitation page, signs in with the new
// account, is locked out by the administrator and cannot sign in again. Names match the zh-CN
// default and English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { listOption, saveDialog } from './support/controls.ts';
import { signInAsAdmin, signInThroughPage, until } from './support/sign-in.ts';
import { nextAnswer } from './support/responses.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const page = (): Page => suite.browser.page;

const n = {
  add: /^\s*(新增|add)\s*$/i,
  confirm: /^\s*(确\s*定|确\s*认|confirm|ok)\s*$/i,
  save: /^\s*(保存|save)\s*$/i,
  creditCode: /统一社会信用代码|unified social credit code/i,
  shortName: /企业简称|short name/i,
  checkDigit: /校验位不正确|check character of the unified social credit code is wrong/i,
  saved: /企业信息已保存|company information saved/i,
  shareholder: /^\s*\*?\s*(股东名称|shareholder)\s*$/i,
  percentage: /持股比例|shareholding \(%\)/i,
  overTotal: /持股比例合计不能超过100%|cannot total more than 100%/i,
  fullName: /^\s*\*?\s*(姓名|full name|name)\s*$/i,
  country: /国家或地区|country or region/i,
  phone: /^\s*\*?\s*(电话|phone)\s*$/i,
  phoneInvalid: /不是法国的有效电话号码|not a valid phone number for France/i,
  email: /^\s*(邮箱|email)\s*$/i,
  position: /^\s*(职位|position)\s*$/i,
  roles: /^\s*(角色|roles)\s*$/i,
  inviteLink: /邀请链接|invitation link/i,
  account: /登录账号|account name/i,
  password: /^\s*(密码|password)\s*$/i,
  confirmPassword: /确认密码|confirm password/i,
  accept: /接受邀请并创建账号|accept and create account/i,
  lock: /^(锁定|lock)\s*Zhao Min$/i,
  locked: /账号已锁定|account locked/i,
};

const EMPLOYEE = 'Zhao Min';
const EMPLOYEE_EMAIL = 'zhao.min@example.com';
const ACCOUNT = 'zhaomin';
const PASSWORD = 'Haituo2026';

async function a11y(): Promise<string[]> {
  // The rich-text editor's toolbar buttons name themselves differently from their glyphs (a kit
  // finding shared with the products suite).
  return (await seriousA11yViolations(page())).filter(
    (v) => !/^serious label-content-name-mismatch: .*button\[aria-label=/.test(v),
  );
}

const nextApi = (method: string, path: string | RegExp) => nextAnswer(page(), method, path);

const dialog = (name: RegExp): Locator => page().getByRole('dialog', { name });

async function open(path: string) {
  await page().goto(`/wcm${path}`);
  await page().getByRole('heading', { level: 1 }).waitFor();
}

/** Picks an option of a kit Select (plain or filterable) by its accessible name. */
async function choose(scope: Locator, field: RegExp, option: RegExp | string, type?: string) {
  const box = scope.getByRole('combobox', { name: field });
  await box.click();
  if (type) await box.fill(type);
  await listOption(page(), option).first().click();
}

describe('company: profile, equity, customer service, employee invitation', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(page(), suite.server);
    await page().getByRole('navigation').first().waitFor();
  });

  it('refuses a credit code with a wrong check digit and keeps the input, then saves', async () => {
    await open('/factory/info');
    const code = page().getByRole('textbox', { name: n.creditCode });
    await until(async () => (await code.inputValue()) === '91330212MA2GW8KX4C', 'profile loaded');
    await page().getByRole('textbox', { name: n.shortName }).fill('海拓流体科技');
    await code.fill('91440300708461136U');
    const refused = nextApi('PUT', '/factory/info');
    await page().getByRole('button', { name: n.save }).click();
    assert.equal((await refused).code, 500);
    await page().getByText(n.checkDigit).first().waitFor();
    assert.equal(await code.inputValue(), '91440300708461136U');
    assert.equal(
      await page().getByRole('textbox', { name: n.shortName }).inputValue(),
      '海拓流体科技',
    );
    assert.deepEqual(await a11y(), []);
    // Tencent's published code: a real one with a correct check character.
    await code.fill('91440300708461136T');
    const saved = nextApi('PUT', '/factory/info');
    await page().getByRole('button', { name: n.save }).click();
    assert.equal((await saved).code, 200);
    await page().getByText(n.saved).first().waitFor();
    await page().reload();
    await until(
      async () =>
        (await page().getByRole('textbox', { name: n.creditCode }).inputValue()) ===
        '91440300708461136T',
      'saved code shown after reload',
    );
  });

  it('keeps the shareholdings at or under 100% and charts the split', async () => {
    await open('/factory/equity');
    await page().getByRole('table').first().waitFor();
    await until(
      async () =>
        (await page().getByTestId('equity-total').textContent())?.startsWith('92.5') ?? false,
      'seeded total 92.5%',
    );
    await page().getByRole('button', { name: n.add }).first().click();
    const box = dialog(/新增股东|add shareholder/i);
    await box.getByRole('textbox', { name: n.shareholder }).fill('宁波港城员工持股平台');
    const percent = box.getByRole('spinbutton', { name: n.percentage });
    await percent.fill('10');
    const refused = nextApi('POST', '/factory/equity');
    await box.getByRole('button', { name: n.confirm }).click();
    const answer = await refused;
    assert.equal(answer.code, 500);
    assert.match(answer.msg, n.overTotal);
    await page().getByText(n.overTotal).first().waitFor();
    await percent.fill('7.5');
    await saveDialog(page(), box, n.confirm, 'POST', '/factory/equity');
    await until(
      async () =>
        (await page().getByTestId('equity-total').textContent())?.startsWith('100') ?? false,
      'total 100%',
    );
    assert.deepEqual(await a11y(), []);
  });

  it('checks a customer-service phone against its country', async () => {
    await open('/factory/service');
    await page().getByRole('table').first().waitFor();
    await page().getByRole('button', { name: n.add }).first().click();
    const box = dialog(/新增客服联系人|add customer-service contact/i);
    await box.getByRole('textbox', { name: n.fullName }).fill('Camille Laurent');
    await choose(box, n.country, /法国|France/, 'FR');
    await box.getByRole('textbox', { name: n.phone }).fill('+49 151 23456789');
    await box.getByRole('button', { name: n.confirm }).click();
    await box.getByText(n.phoneInvalid).waitFor();
    await box.getByRole('textbox', { name: n.phone }).fill('06 98 76 54 32');
    await choose(box, /时区|time zone/i, 'Europe/Paris', 'Europe/Paris');
    await saveDialog(page(), box, n.confirm, 'POST', '/factory/service');
    const row = page().getByRole('row').filter({ hasText: 'Camille Laurent' });
    await row.getByText('+33 6 98 76 54 32').waitFor();
    assert.equal(await row.getByText(/在线|非工作时间|available|off duty/i).count(), 1);
    assert.deepEqual(await a11y(), []);
  });

  let invitationUrl = '';

  it('invites an employee by email with a role and hands out the link', async () => {
    await open('/factory/employee');
    await page().getByRole('table').first().waitFor();
    await page().getByRole('button', { name: n.add }).first().click();
    const box = dialog(/邀请员工|invite employee/i);
    await box.getByRole('textbox', { name: /^\s*\*?\s*(姓名|name)\s*$/i }).fill(EMPLOYEE);
    await box.getByRole('textbox', { name: n.position }).fill('外贸业务员');
    await box.getByRole('textbox', { name: n.email }).fill(EMPLOYEE_EMAIL);
    await choose(box, n.roles, /普通角色|common/i);
    await page().keyboard.press('Escape');
    await saveDialog(page(), box, n.confirm, 'POST', '/factory/employee');
    const row = page().getByRole('row').filter({ hasText: EMPLOYEE });
    await row.getByText(/待同意|pending agreement/i).waitFor();
    const link = nextApi('POST', /^\/factory\/employee\/\d+\/invitation$/);
    await row.getByRole('button', { name: n.inviteLink }).click();
    assert.equal((await link).code, 200);
    const linkBox = dialog(/的邀请|invitation for/i);
    invitationUrl = await linkBox.getByRole('textbox', { name: n.inviteLink }).inputValue();
    assert.match(invitationUrl, /\/wcm\/invitation\/[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(await a11y(), []);
    await linkBox
      .getByRole('button', { name: /关闭|close/i })
      .last()
      .click();
  });

  it('accepts the invitation on the public page and signs in with the new account', async () => {
    await suite.browser.context.clearCookies();
    await page().goto(invitationUrl);
    await page()
      .getByRole('heading', { name: /邀请您加入|invites you/i })
      .waitFor();
    assert.deepEqual(await a11y(), []);
    await page().getByRole('textbox', { name: n.account }).fill(ACCOUNT);
    await page().getByLabel(n.password).fill(PASSWORD);
    await page().getByLabel(n.confirmPassword).fill(PASSWORD);
    const accepted = nextApi('POST', /^\/factory\/invitation\/[A-Za-z0-9_-]+\/accept$/);
    await page().getByRole('button', { name: n.accept }).click();
    assert.equal((await accepted).code, 200);
    await page().waitForURL((url) => url.pathname.endsWith('/login'));
    const answer = await signInThroughPage(page(), suite.server, ACCOUNT, PASSWORD);
    assert.equal(answer.code, 200, answer.msg);
    await page().waitForURL((url) => !url.pathname.endsWith('/login'));
    await page().getByRole('navigation').first().waitFor();
  });

  it('locks the employee: the account can no longer sign in', async () => {
    await suite.browser.context.clearCookies();
    await signInAsAdmin(page(), suite.server);
    await open('/factory/employee');
    const row = page().getByRole('row').filter({ hasText: EMPLOYEE });
    await row.getByText(/已加入|joined/i).waitFor();
    await row.getByText(ACCOUNT).waitFor();
    const locked = nextApi('PUT', '/factory/employee/changeStatus');
    await row.getByRole('button', { name: n.lock }).click();
    await page()
      .getByRole('alertdialog')
      .or(page().getByRole('dialog'))
      .getByRole('button', { name: n.confirm })
      .click();
    assert.equal((await locked).code, 200);
    await page().getByText(n.locked).first().waitFor();
    await suite.browser.context.clearCookies();
    const refused = await signInThroughPage(page(), suite.server, ACCOUNT, PASSWORD);
    assert.notEqual(refused.code, 200);
  });
});
