import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { adminToken, call, createUser, expectOk, json } from './fixtures';

/**
 * The output rule for plain-text fields (issue 19 item 10, apps/server/README.md): stored and
 * returned exactly as sent, never HTML-escaped on input; every output escapes for its own
 * medium. JSON is served as JSON with nosniff (no browser renders it as HTML), the console
 * renders the text as text (console-pages user-page test), xlsx cells hold the text with formula
 * triggers neutralised.
 */
const MARKUP = '<img src=x onerror="alert(1)">';

describe('plain fields keep markup as sent', () => {
  it('JSON answers return the text unchanged, as JSON that is never sniffed as HTML', async () => {
    const token = await adminToken();
    const user = await createUser({ deptId: 105 });
    expectOk(
      await json('PUT', '/system/user', {
        token,
        payload: {
          userId: user.userId,
          userName: user.userName,
          nickName: MARKUP,
          remark: 'R&D <b>',
        },
      }),
    );
    const res = await call('GET', `/system/user/${user.userId}`, { token });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const { data } = res.json<{ data: { nickName: string; remark: string } }>();
    expect(data.nickName).toBe(MARKUP);
    expect(data.remark).toBe('R&D <b>');
  });

  it('xlsx exports hold the text as text and neutralise formulas', async () => {
    const token = await adminToken();
    const marked = await createUser({ deptId: 105 });
    const formula = await createUser({ deptId: 105 });
    for (const [user, nickName] of [
      [marked, MARKUP],
      [formula, '=HYPERLINK("http://e.t","x")'],
    ] as const)
      expectOk(
        await json('PUT', '/system/user', {
          token,
          payload: { userId: user.userId, userName: user.userName, nickName },
        }),
      );
    const res = await call('POST', '/system/user/export', { token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      row.eachCell((cell) => void cells.push(String(cell.value))),
    );
    expect(cells).toContain(MARKUP);
    expect(cells).toContain('\'=HYPERLINK("http://e.t","x")');
    expect(cells.some((c) => c.startsWith('=HYPERLINK'))).toBe(false);
  });
});
