// Self-registration (issue 21): hidden while sys.account.registerUser is false (the seed), offered
// from the sign-in page once an administrator turns it on, with the captcha, the password rules
// and the server's messages; afterwards the new account signs in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { setParameter } from './support/api.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { nextCaptchaUuid, signInThroughPage } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const page = (): Page => suite.browser.page;
const registerLink = () => page().getByRole('link', { name: /^(立即注册|register now)$/i });
const lookup = () =>
  page().waitForResponse((r) => r.url().endsWith('/configKey/sys.account.registerUser'));

const names = {
  account: /^\s*(账号|account)/i,
  password: /^\s*(密码|password)/i,
  confirm: /^\s*(确认密码|confirm password)/i,
  code: /^\s*(验证码|verification code)/i,
  submit: /^(注册|register)$/i,
};

async function fillRegister(values: { account: string; password: string; uuid: Promise<string> }) {
  await page().getByRole('textbox', { name: names.account }).fill(values.account);
  await page().getByLabel(names.password).fill(values.password);
  await page().getByLabel(names.confirm).fill(values.password);
  const code = await suite.server.captchaAnswer(await values.uuid);
  await page().getByRole('textbox', { name: names.code }).fill(code);
  await page().getByRole('button', { name: names.submit }).click();
}

describe('registration', () => {
  it('is not offered while sys.account.registerUser is false', async () => {
    const answered = lookup();
    await page().goto('/wcm/login');
    assert.deepEqual(await (await answered).json(), { code: 200, msg: 'false' });
    await page()
      .getByRole('button', { name: /^(登\s*录|sign in)$/i })
      .waitFor();
    assert.equal(await registerLink().count(), 0);
    await page().goto('/wcm/register');
    await page()
      .getByRole('heading', { level: 1, name: /暂未开放注册|registration is closed/i })
      .waitFor();
  });

  it('is offered from the sign-in page once an administrator turns it on', async () => {
    await setParameter(suite.server, 'sys.account.registerUser', 'true');
    await page().goto('/wcm/login');
    await registerLink().click();
    await page().waitForURL((url) => url.pathname === '/wcm/register');
    await page()
      .getByRole('heading', { level: 1, name: /注册账号|create an account/i })
      .waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('checks the rules, then shows the server message for a taken account', async () => {
    await page().getByRole('button', { name: names.submit }).click();
    await page()
      .getByText(/请输入您的账号|please enter your account/i)
      .waitFor();
    await page()
      .getByText(/请再次输入密码|enter the password again/i)
      .waitFor();

    const uuid = nextCaptchaUuid(page());
    await page()
      .getByRole('button', { name: /验证码|verification code/i })
      .click();
    await fillRegister({ account: 'admin', password: 'e2e-pass-1', uuid });
    await page()
      .getByRole('alert')
      .filter({ hasText: /保存用户'admin'失败，注册账号已存在/ })
      .waitFor();
    assert.equal(await page().getByLabel(names.password).inputValue(), 'e2e-pass-1');
  });

  it('registers a new account and sends it to sign-in with a note', async () => {
    const uuid = nextCaptchaUuid(page());
    await page()
      .getByRole('button', { name: /验证码|verification code/i })
      .click();
    await fillRegister({ account: 'e2e_member', password: 'e2e-pass-1', uuid });
    await page().waitForURL((url) => url.pathname === '/wcm/login');
    await page()
      .getByRole('status')
      .filter({ hasText: /e2e_member/ })
      .waitFor();
    assert.equal(
      await page().getByRole('textbox', { name: names.account }).inputValue(),
      'e2e_member',
    );
  });

  it('signs the new account in', async () => {
    const answer = await signInThroughPage(page(), suite.server, 'e2e_member', 'e2e-pass-1');
    assert.equal(answer.code, 200);
    await page().waitForURL((url) => url.pathname === '/wcm/index');
  });
});
