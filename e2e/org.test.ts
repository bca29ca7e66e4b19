// Users, roles and departments against the real server in a real browser (issue 6, "Done
// when"): the administrator creates a department, a role with two buttons of the user page and a
// user in both; that user sees only what the role grants; the administrator takes a permission
// away and the user loses it on the next request, without signing in again.
// New strings show their English source text until the catalogues are translated, so names
// accept English and RuoYi's Chinese wording.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Locator, Page, Response } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { saveDialog } from './support/controls.ts';
import { openBrowser, type TestBrowser } from './support/browser.ts';
import { sideMenu } from './support/shell.ts';
import { signInThroughPage, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const n = {
  add: /^\s*(新\s*增|添\s*加|add)(?![A-Za-z])/i,
  edit: /^\s*(修\s*改|编\s*辑|edit)(?![A-Za-z])/i,
  del: /^\s*(删\s*除|delete)(?![A-Za-z])/i,
  exportBtn: /^\s*(导\s*出|export)\s*$/i,
  importBtn: /^\s*(导\s*入|import)\s*$/i,
  assignRoles: /^\s*(分配角色|assign roles)(?![A-Za-z])/i,
  confirm: /^\s*(确\s*定|确\s*认|ok|confirm)\s*$/i,
  submit: /^\s*(提\s*交|submit)\s*$/i,
  save: /^\s*(保\s*存|save)\s*$/i,
  expand: /(展开\s*\/\s*折叠|expand\s*\/\s*collapse)/i,
  deptName: /(部门名称|department name)/i,
  department: /^\s*(归属部门|部门|department)\s*$/i,
  roleName: /(角色名称|role name)/i,
  roleKey: /(权限字符|permission key)/i,
  nickName: /(用户昵称|nick name)/i,
  userName: /(用户名称|登录名称|user name)/i,
  search: /^\s*(搜\s*索|search)\s*$/i,
  users: /^\s*(用户|用户列表|users)\s*$/i,
};

const DEPT = 'E2E 部门';
const ROLE = 'E2E 角色';
const USER = 'e2euser';
const PASSWORD = 'e2e-pass1';

const isApi = (res: Response, path: string, method: string) =>
  res.request().method() === method && new URL(res.url()).pathname === `/prod-api${path}`;

/** Resolves with the JSON body of the next `method path` answer. Call before triggering it. */
async function nextAnswer(page: Page, path: string, method: string) {
  const res = await page.waitForResponse((r) => isApi(r, path, method));
  const body = (await res.json()) as { code: number; msg: string };
  return { body };
}

async function signIn(page: Page, username: string, password: string) {
  assert.equal((await signInThroughPage(page, suite.server, username, password)).code, 200);
  await sideMenu(page).waitFor();
}

/**
 * Violations owned by console-ui, reported to its owner rather than hidden: the kit TreeView's
 * parent tree items take their name from their own label while their text also holds the
 * children's labels (axe label-content-name-mismatch), and the pager's 'Page {page}' label is
 * shown uncompiled until the catalogues are compiled. Anything else on the page still fails.
 */
function isKnownKitIssue(line: string): boolean {
  const match = /^serious label-content-name-mismatch: .*\((.*)\)$/.exec(line);
  if (!match?.[1]) return false;
  return match[1]
    .split(', ')
    .every((target) => /^li\[aria-labelledby=|^button\[aria-label="Page \{page\}"\]$/.test(target));
}

const dialog = (page: Page, title: RegExp): Locator => page.getByRole('dialog', { name: title });
const row = (scope: Page | Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });

/** Checks a node of the dialog's check tree by its label (clicking its box). */
async function toggleTreeNode(scope: Locator, label: string) {
  await scope
    .getByRole('treeitem', { name: label, exact: true })
    .locator('[data-slot="tree-check"]')
    .first()
    .click();
}

describe('org: departments, roles, users and permissions', () => {
  let member: TestBrowser | undefined;
  after(async () => {
    await member?.close();
  });

  it('signs in as admin', async () => {
    await signIn(suite.browser.page, 'admin', 'admin123');
  });

  it('has no serious accessibility violations on the users page', async () => {
    const { page } = suite.browser;
    await page.goto('/wcm/system/user');
    await row(page, 'admin').first().waitFor();
    assert.deepEqual(
      (await seriousA11yViolations(page)).filter((v) => !isKnownKitIssue(v)),
      [],
    );
  });

  it('creates a department under the root', async () => {
    const { page } = suite.browser;
    await page.goto('/wcm/system/dept');
    const root = row(page, '若依科技').first();
    await root.getByRole('button', { name: n.add }).click();
    const form = dialog(page, /添加部门|新增部门|add department/i);
    await form.getByRole('textbox', { name: n.deptName }).fill(DEPT);
    await saveDialog(page, form, n.confirm, 'POST', '/system/dept');
    await row(page, DEPT).first().waitFor();
  });

  it('creates a role with the user list, query and add permissions (linked tree)', async () => {
    const { page } = suite.browser;
    await page.goto('/wcm/system/role');
    await page.getByRole('button', { name: n.add }).first().click();
    const form = dialog(page, /添加角色|新增角色|add role/i);
    await form.getByRole('textbox', { name: n.roleName }).fill(ROLE);
    await form.getByRole('textbox', { name: n.roleKey }).fill('e2e');
    await form.getByRole('treeitem', { name: '系统管理', exact: true }).waitFor();
    await form.getByRole('checkbox', { name: n.expand }).click();
    await toggleTreeNode(form, '用户查询');
    await toggleTreeNode(form, '用户新增');
    await saveDialog(page, form, n.confirm, 'POST', '/system/role');
    await row(page, ROLE).first().waitFor();
  });

  it('reads the role back with the two buttons and their half-checked parents', async () => {
    const { page } = suite.browser;
    await row(page, ROLE).first().getByRole('button', { name: n.edit }).click();
    const form = dialog(page, /修改角色|编辑角色|edit role/i);
    await form.getByRole('treeitem', { name: '系统管理', exact: true }).waitFor();
    await form.getByRole('checkbox', { name: n.expand }).click();
    const state = (label: string) =>
      form.getByRole('treeitem', { name: label, exact: true }).getAttribute('aria-checked');
    await until(async () => (await state('用户查询')) === 'true', 'checked menus loaded');
    assert.equal(await state('用户新增'), 'true');
    assert.equal(await state('用户修改'), 'false');
    assert.equal(await state('用户管理'), 'mixed');
    assert.equal(await state('角色管理'), 'false');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
  });

  it('creates a user in the department and gives it the role', async () => {
    const { page } = suite.browser;
    await page.goto('/wcm/system/user');
    await row(page, 'admin').first().waitFor();
    await page.getByRole('button', { name: n.add }).first().click();
    const form = dialog(page, /添加用户|新增用户|add user/i);
    await form.getByRole('textbox', { name: n.nickName }).fill('E2E User');
    await form.getByRole('button', { name: n.department }).click();
    await page.getByRole('treeitem', { name: DEPT }).click();
    await form.getByRole('textbox', { name: n.userName }).fill(USER);
    await form.locator('input[type="password"]').fill(PASSWORD);
    await saveDialog(page, form, n.confirm, 'POST', '/system/user');

    const mine = row(page, USER).first();
    await mine.waitFor();
    assert.ok(await mine.getByText(DEPT).isVisible());
    await mine.getByRole('button', { name: n.assignRoles }).click();
    await page.waitForURL(/\/wcm\/system\/user-auth\/role\/\d+$/);
    await row(page, ROLE).first().getByRole('checkbox').check();
    const granted = nextAnswer(page, '/system/user/authRole', 'PUT');
    await page.getByRole('button', { name: n.submit }).click();
    assert.equal((await granted).body.code, 200);
    await page.waitForURL((url) => url.pathname === '/wcm/system/user');
  });

  it('signs the new user in and shows only the granted menu and buttons', async () => {
    member = await openBrowser({ baseURL: suite.server.origin });
    const { page } = member;
    await signIn(page, USER, PASSWORD);
    await page.goto('/wcm/system/user');
    await row(page, USER).first().waitFor();
    const menu = sideMenu(page);
    await menu.locator('a[href$="/system/user"]').first().waitFor();
    assert.equal(await menu.locator('a[href$="/system/role"]').count(), 0);
    assert.equal(await menu.locator('a[href$="/system/dept"]').count(), 0);
    assert.ok(await page.getByRole('button', { name: n.add }).first().isVisible());
    for (const name of [n.exportBtn, n.importBtn]) {
      assert.equal(await page.getByRole('button', { name }).count(), 0);
    }
    // No edit or delete permission: no row actions, and no status switches.
    assert.equal(await row(page, USER).first().getByRole('button', { name: n.del }).count(), 0);
    assert.equal(await page.getByRole('switch').count(), 0);
    // A page the role does not grant is not routed.
    await page.goto('/wcm/system/role');
    await page.waitForURL((url) => url.pathname === '/wcm/404');
    await page.goto('/wcm/system/user');
    await row(page, USER).first().waitFor();
    assert.deepEqual(member.problems.splice(0), []);
  });

  it('opens the personal centre for the user and saves a new nick name', async () => {
    assert.ok(member);
    const { page } = member;
    await page.goto('/wcm/user/profile');
    await page.getByText(ROLE).first().waitFor();
    const nick = page.getByRole('textbox', { name: n.nickName });
    await until(async () => (await nick.inputValue()) === 'E2E User', 'profile loaded');
    await nick.fill('E2E Member');
    // RuoYi's profile form needs a phone number and an e-mail address.
    await page.getByRole('textbox', { name: /(手机号码|phone number)/i }).fill('13800138000');
    await page.getByRole('textbox', { name: /(用户邮箱|邮箱|email)/i }).fill('e2e@example.com');
    const saved = nextAnswer(page, '/system/user/profile', 'PUT');
    await page.getByRole('button', { name: n.save }).first().click();
    assert.equal((await saved).body.code, 200);
    assert.deepEqual(
      (await seriousA11yViolations(page)).filter((v) => !isKnownKitIssue(v)),
      [],
    );
    await page.goto('/wcm/system/user');
    await row(page, USER).first().waitFor();
    assert.deepEqual(member.problems.splice(0), []);
  });

  it('takes the add permission away from the role', async () => {
    const { page } = suite.browser;
    await page.goto('/wcm/system/role');
    await row(page, ROLE).first().getByRole('button', { name: n.edit }).click();
    const form = dialog(page, /修改角色|编辑角色|edit role/i);
    await form.getByRole('treeitem', { name: '系统管理', exact: true }).waitFor();
    await form.getByRole('checkbox', { name: n.expand }).click();
    const add = form.getByRole('treeitem', { name: '用户新增', exact: true });
    await until(async () => (await add.getAttribute('aria-checked')) === 'true', 'menus loaded');
    await toggleTreeNode(form, '用户新增');
    await saveDialog(page, form, n.confirm, 'PUT', '/system/role');
  });

  it('refuses the user the next add without a new sign-in, and hides it after a reload', async () => {
    assert.ok(member);
    const { page } = member;
    // The page still shows the button it was given at sign-in; the server decides per request.
    await page.getByRole('button', { name: n.add }).first().click();
    const form = dialog(page, /添加用户|新增用户|add user/i);
    await form.getByRole('textbox', { name: n.nickName }).fill('Refused');
    await form.getByRole('textbox', { name: n.userName }).fill('refused1');
    await form.locator('input[type="password"]').fill(PASSWORD);
    const refused = nextAnswer(page, '/system/user', 'POST');
    await form.getByRole('button', { name: n.confirm }).click();
    assert.equal((await refused).body.code, 403);
    // Nothing typed is lost: the dialog stays open with the values.
    assert.equal(await form.getByRole('textbox', { name: n.userName }).inputValue(), 'refused1');

    await page.reload();
    await row(page, USER).first().waitFor();
    assert.equal(await page.getByRole('button', { name: n.add }).count(), 0);
    assert.deepEqual(member.problems.splice(0), []);
  });
});
