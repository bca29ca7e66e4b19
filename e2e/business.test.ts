// Business interactions in a real browser against the real server (issue 14, "Done when"): a
// private document uploaded to the library (an executable renamed as a PDF refused by the
// server), a download application approved from the list, its signed link downloading the file
// once and the list showing it downloaded; an RFQ assigned and moved through its states with
// its history; a comment approved; the followers list. Names match zh-CN and English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { chooseOption, saveDialog } from './support/controls.ts';
import { chooseLanguage } from './support/shell.ts';
import { exe, pdf, type TestFile } from './support/files.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { nextAnswer } from './support/responses.ts';
import { useBrowserSuite } from './support/suite.ts';
import { chinese, clientTexts, DISPLAY_TITLE, serverTexts } from './support/texts.ts';

const suite = useBrowserSuite();
const docTitle = `E2E drawing ${Date.now()}`;

const n = {
  add: /^\s*(新增|add)\s*$/i,
  confirm: /^\s*(确\s*定|确\s*认|confirm|ok)\s*$/i,
  title: /^(标题|title)/i,
  visibility: /可见性|visibility/i,
  private: /^(私有|private)$/i,
  library: /上传资料|修改资料|upload document|edit document/i,
  application: /新增申请|add application/i,
  document: /^(资料|document)/i,
  applicant: /^(申请人|applicant)/i,
  email: /^(邮箱|email)/i,
  approve: /^\s*(允许|approve)\s*$/i,
  link: /^\s*(下载链接|download link)\s*$/i,
  downloaded: /^(已下载|downloaded)$/i,
  details: /^\s*(详情|details)\s*$/i,
  assignee: /^(负责人|assignee)$/i,
  assign: /^\s*(分配|assign)\s*$/i,
  markContacted: /(标记为已联系|mark as contacted)/i,
  markQuoted: /(标记为已报价|mark as quoted)/i,
  note: /^(跟进记录|follow-up note)$/i,
  addNote: /^\s*(添加跟进记录|add note)\s*$/i,
  history: /^(跟进历史|history)$/i,
  approveComment: /^\s*(通过|approve)\s*$/i,
};

const page = (): Page => suite.browser.page;
const dialog = (name: RegExp): Locator => page().getByRole('dialog', { name });

const nextApi = (method: string, path: string | RegExp) => nextAnswer(page(), method, path);

async function open(path: string) {
  await page().goto(`/wcm${path}`);
  await page().getByRole('table').first().waitFor();
}

async function chooseFile(trigger: Locator, file: TestFile) {
  const chooser = page().waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

const choose = (scope: Locator, field: RegExp, option: RegExp | string) =>
  chooseOption(page(), scope, field, option);

/**
 * Texts of the interface on the page, as e2e/languages.test.ts reads them: the console's own
 * texts (data in table cells, tags and headings left out) and the server's (menus, tags).
 */
async function interfaceTexts(): Promise<string[]> {
  const server = ['nav a', 'nav button', '[data-slot="page-heading"] h1', 'main [data-tone]'];
  return [...(await clientTexts(page())), ...(await serverTexts(page(), server))].filter(
    (t) => t !== DISPLAY_TITLE,
  );
}

describe('business interactions: library, download applications, RFQs, comments', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(page(), suite.server);
  });

  it('uploads a private document; an executable renamed as PDF is refused by the server', async () => {
    await open('/business/library');
    await page().getByRole('button', { name: n.add }).first().click();
    const box = dialog(n.library);
    await box.getByRole('textbox', { name: n.title }).fill(docTitle);
    const drop = box.getByRole('button', { name: /^(文件|file)$/i });
    const refused = nextApi('POST', '/upload/fileUpload');
    await chooseFile(drop, exe('brochure.pdf'));
    assert.equal((await refused).code, 500);
    await box.getByRole('alert').first().waitFor();
    const accepted = nextApi('POST', '/upload/fileUpload');
    await chooseFile(drop, pdf('drawing.pdf'));
    assert.equal((await accepted).code, 200);
    await box.getByRole('radio', { name: n.private }).check();
    await saveDialog(page(), box, n.confirm, 'POST', '/business/library');
    const row = page().getByRole('row', { name: new RegExp(docTitle) });
    await row.waitFor();
    assert.match(await row.innerText(), /drawing\.pdf/);
    assert.match(await row.innerText(), /私有|private/i);
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('approves an application; its signed link downloads the file once and the list says so', async () => {
    await open('/business/download');
    await page().getByRole('button', { name: n.add }).first().click();
    const box = dialog(n.application);
    await choose(box, n.document, docTitle);
    await box.getByRole('textbox', { name: n.applicant }).fill('Chloé Bernard');
    await box.getByRole('textbox', { name: n.email }).fill('chloe.bernard@example.com');
    await saveDialog(page(), box, n.confirm, 'POST', '/business/download');
    const row = page().getByRole('row', { name: /Chloé Bernard/ });
    await row.waitFor();
    const approved = nextApi('PUT', '/business/download/audit');
    await row.getByRole('button', { name: n.approve }).click();
    assert.equal((await approved).code, 200);
    await row.getByRole('button', { name: n.link }).click();
    const linkBox = dialog(n.link);
    const url = await linkBox.getByRole('textbox').inputValue();
    assert.match(url, /\/business\/download\/file\/\d+\?expires=\d+&sig=[\w-]{43}$/);
    await page().keyboard.press('Escape');
    // The applicant's browser: no console session needed.
    const res = await page().context().request.get(url);
    assert.equal(res.status(), 200);
    assert.equal((await res.body()).subarray(0, 5).toString('latin1'), '%PDF-');
    const forged = await page().context().request.get(url.replace(/sig=./, 'sig=_'));
    assert.equal(forged.status(), 403);
    await page().reload();
    const after = page().getByRole('row', { name: /Chloé Bernard/ });
    await after.getByText(n.downloaded).waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('assigns an RFQ and moves it through its states, with the history', async () => {
    await open('/quotation/rfq?status=new');
    const row = page()
      .getByRole('row')
      .filter({ hasText: /新询盘|New/ })
      .first();
    await row.getByRole('button', { name: n.details }).click();
    await page().waitForURL((u) => /\/quotation\/rfq-detail\/index\/\d+$/.test(u.pathname));
    const followUp = page().getByRole('region', { name: /跟进|follow-up/i });
    await choose(followUp, n.assignee, /\(ry\)$/);
    const assigned = nextApi('PUT', '/quotation/rfq/assign');
    await followUp.getByRole('button', { name: n.assign }).click();
    assert.equal((await assigned).code, 200);
    await followUp.getByRole('textbox', { name: n.note }).fill('Called the buyer.');
    const moved = nextApi('PUT', '/quotation/rfq/status');
    await followUp.getByRole('button', { name: n.markContacted }).click();
    assert.equal((await moved).code, 200);
    const quoted = nextApi('PUT', '/quotation/rfq/status');
    await followUp.getByRole('button', { name: n.markQuoted }).click();
    assert.equal((await quoted).code, 200);
    const history = page().getByRole('region', { name: n.history });
    await history.getByText('Called the buyer.').waitFor();
    await history.getByText(/已联系\s*→\s*已报价|contacted\s*→\s*quoted/i).waitFor();
    assert.match(await history.innerText(), /分配给|assigned to/i);
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('approves a pending comment and lists the followers', async () => {
    await open('/business/comment?status=0');
    const row = page()
      .getByRole('row')
      .filter({ hasText: /待审核|pending/i })
      .first();
    const text = (await row.innerText()).split('\n')[0] ?? '';
    const approved = nextApi('PUT', '/business/comment/audit');
    await row.getByRole('button', { name: n.approveComment }).click();
    assert.equal((await approved).code, 200);
    assert.ok(text);
    await open('/business/follower');
    await page()
      .getByRole('row', { name: /Elena Popescu/ })
      .waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('shows the business pages in French without Chinese interface text', async () => {
    await chooseLanguage(page(), 'Français', 'fr');
    for (const path of [
      '/quotation/rfq',
      '/business/library',
      '/business/download',
      '/business/comment',
      '/business/follower',
    ]) {
      await open(path);
      await page().waitForLoadState('networkidle');
      assert.deepEqual(chinese(await interfaceTexts()), [], path);
    }
    await page()
      .getByRole('columnheader', { name: /^Origine/ })
      .waitFor();
  });
});
