import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysDictData, sysMenu } from '../../src/db/schema';
import { translateMenuName } from '../../src/db/seed/menu-titles';
import { seedMenuRows } from '../../src/db/seed/seed';
import { seededDictLabels } from '../../src/db/seed/upgrade';
import { dictCacheKey } from '../../src/services/admin/dict-cache';
import { expectContract } from '../contract';
import { getShared } from '../helper';
import { admin, adminGet, body, call, expectAnswer } from './fixtures';

// Issue 21: menu titles and dictionary labels follow Accept-Language for every seeded entry.
const CJK = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const LANGS = [
  ['en', 'en-GB,en;q=0.9'],
  ['fr', 'fr-FR,fr;q=0.9,en;q=0.5'],
] as const;

interface RouterNode {
  meta?: { title: string };
  children?: RouterNode[];
}
interface TreeNode {
  id: number;
  label: string;
  children?: TreeNode[];
}

function titlesOf(nodes: readonly RouterNode[]): string[] {
  return nodes.flatMap((n) => [...(n.meta ? [n.meta.title] : []), ...titlesOf(n.children ?? [])]);
}
function labelsOf(nodes: readonly TreeNode[]): Map<number, string> {
  const out = new Map<number, string>();
  const walk = (list: readonly TreeNode[]) => {
    for (const n of list) {
      out.set(n.id, n.label);
      walk(n.children ?? []);
    }
  };
  walk(nodes);
  return out;
}
const lang = (header: string) => ({ 'accept-language': header });

beforeAll(async () => {
  await admin();
});

describe('menu titles per language', () => {
  it('has an English and a French title without Chinese for every seeded menu and button', () => {
    for (const row of seedMenuRows) {
      expect(row.menuNameEn, row.menuName).toBeTruthy();
      expect(row.menuNameFr, row.menuName).toBeTruthy();
      expect(CJK.test(`${row.menuNameEn}${row.menuNameFr}`), row.menuName).toBe(false);
    }
    expect(translateMenuName('用户查询')).toEqual(['User: view', 'Utilisateur : consulter']);
    expect(translateMenuName('不存在的菜单')).toBeUndefined();
  });

  it('answers /getRouters in zh-CN by default and in English or French on request', async () => {
    const token = await admin();
    const zh = await call('GET', '/getRouters', token);
    expect(titlesOf(body(zh).data as RouterNode[])).toContain('用户管理');
    // Other test files may add untranslated menus: every seeded directory and page is checked.
    const pages = seedMenuRows.filter((r) => r.menuType !== 'F');
    const zhNames = new Set(pages.map((r) => r.menuName));
    for (const [name, header] of LANGS) {
      const res = await call('GET', '/getRouters', token, undefined, lang(header));
      const titles = titlesOf(body(res).data as RouterNode[]);
      for (const row of pages)
        expect(titles, `${name} ${row.menuName}`).toContain(
          name === 'en' ? row.menuNameEn : row.menuNameFr,
        );
      expect(
        titles.filter((t) => zhNames.has(t)),
        name,
      ).toEqual([]);
    }
    const en = await call('GET', '/getRouters', token, undefined, lang('en'));
    expect(titlesOf(body(en).data as RouterNode[])).toContain('Users');
  });

  it('labels the menu trees and the menu list in the asked language, every seeded row included', async () => {
    const token = await admin();
    const seeded = new Map(seedMenuRows.map((r) => [r.menuId ?? 0, r]));
    for (const [name, header] of LANGS) {
      const tree = await call('GET', '/system/menu/treeselect', token, undefined, lang(header));
      expectContract(tree, 'GET', '/system/menu/treeselect');
      const labels = labelsOf(body(tree).data as TreeNode[]);
      const role = await call('GET', '/system/menu/roleMenuTreeselect/2', token, undefined, {
        'accept-language': header,
      });
      const roleLabels = labelsOf(body(role).menus as TreeNode[]);
      const list = await call('GET', '/system/menu/list', token, undefined, lang(header));
      expectContract(list, 'GET', '/system/menu/list');
      const listed = new Map(
        (body(list).data as Array<{ menuId: number; menuName: string }>).map((m) => [
          m.menuId,
          m.menuName,
        ]),
      );
      for (const [id, row] of seeded) {
        const expected = name === 'en' ? row.menuNameEn : row.menuNameFr;
        expect(labels.get(id), `${name} ${row.menuName}`).toBe(expected);
        expect(roleLabels.get(id), `${name} ${row.menuName}`).toBe(expected);
        expect(listed.get(id), `${name} ${row.menuName}`).toBe(expected);
      }
    }
    const zh = await call('GET', '/system/menu/treeselect', token);
    expect(labelsOf(body(zh).data as TreeNode[]).get(100)).toBe('用户管理');
  });

  it('keeps menuName as the zh-CN title in the edit form and saves the translations', async () => {
    const token = await admin();
    const one = await call('GET', '/system/menu/100', token, undefined, lang('en'));
    expectContract(one, 'GET', '/system/menu/{menuId}');
    expect(body(one).data).toMatchObject({
      menuName: '用户管理',
      menuNameEn: 'Users',
      menuNameFr: 'Utilisateurs',
    });
    await expectAnswer({ code: 200 }, 'POST', '/system/menu', token, {
      menuName: '语言测试',
      menuNameEn: ' Language test ',
      parentId: 1,
      orderNum: 98,
      path: 'langtest',
      component: 'system/langtest/index',
      menuType: 'C',
    });
    const { database } = await getShared();
    const [row] = await database.db.select().from(sysMenu).where(eq(sysMenu.path, 'langtest'));
    expect(row).toMatchObject({ menuNameEn: 'Language test', menuNameFr: '' });
    const menuId = row?.menuId ?? 0;
    // French falls back to English, then to zh-CN.
    const fr = await call('GET', '/system/menu/treeselect', token, undefined, lang('fr'));
    expect(labelsOf(body(fr).data as TreeNode[]).get(menuId)).toBe('Language test');
    // Fields left out keep their value; '' clears a translation.
    await call('PUT', '/system/menu', token, {
      menuId,
      menuName: '语言测试',
      orderNum: 98,
      menuType: 'C',
      menuNameFr: 'Essai de langue',
    });
    await call('PUT', '/system/menu', token, {
      menuId,
      menuName: '语言测试',
      orderNum: 98,
      menuType: 'C',
      menuNameEn: '',
    });
    const [after] = await database.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId));
    expect(after).toMatchObject({ menuNameEn: '', menuNameFr: 'Essai de langue' });
    const en = await call('GET', '/system/menu/list?menuName=Essai', token, undefined, lang('en'));
    expect(body(en).data).toEqual([expect.objectContaining({ menuId, menuName: '语言测试' })]);
    await call('DELETE', `/system/menu/${menuId}`, token);
  });
});

describe('dictionary labels per language', () => {
  const types = [...new Set(seededDictLabels().map((d) => d.type))];

  it('answers every seeded dictionary in zh-CN by default and in English or French on request', async () => {
    const token = await admin();
    for (const type of types) {
      const seeded = seededDictLabels().filter((d) => d.type === type);
      const zh = await call('GET', `/system/dict/data/type/${type}`, token);
      expectContract(zh, 'GET', '/system/dict/data/type/{dictType}');
      // Other test files may add entries: each seeded value is looked up in the answer.
      const labelOf = (data: unknown, value: string) =>
        (data as Array<{ dictValue: string; dictLabel: string }>).find((d) => d.dictValue === value)
          ?.dictLabel;
      for (const d of seeded) expect(labelOf(body(zh).data, d.value), type).toBe(d.zh);
      for (const [name, header] of LANGS) {
        const res = await call('GET', `/system/dict/data/type/${type}`, token, undefined, {
          'accept-language': header,
        });
        expectContract(res, 'GET', '/system/dict/data/type/{dictType}');
        for (const d of seeded) {
          const label = labelOf(body(res).data, d.value) ?? '';
          expect(label, `${name} ${type} ${d.zh}`).toBe(name === 'en' ? d.en : d.fr);
          expect(CJK.test(label), `${name} ${type} ${d.zh}`).toBe(false);
        }
        // Kept in the language's own cache entry.
        const cached = (await (await getShared()).kv.get(dictCacheKey(type, name))) ?? '';
        expect(labelOf(JSON.parse(cached), seeded[0]?.value ?? ''), type).toBe(
          name === 'en' ? seeded[0]?.en : seeded[0]?.fr,
        );
      }
    }
  });

  it("answers with RuoYi's SysDictData field names (what RuoYi-Vue3's dict data page reads)", async () => {
    const ruoyi = {
      dictCode: expect.any(Number),
      dictSort: expect.any(Number),
      dictLabel: expect.any(String),
      dictValue: expect.any(String),
      dictType: 'sys_normal_disable',
      cssClass: expect.any(String),
      listClass: expect.any(String),
      isDefault: expect.stringMatching(/^[YN]$/),
      status: '0',
      default: expect.any(Boolean),
      createTime: expect.any(String),
    };
    const byType = await adminGet(
      '/system/dict/data/type/sys_normal_disable',
      '/system/dict/data/type/{dictType}',
    );
    expect(byType.data).toEqual(expect.arrayContaining([expect.objectContaining(ruoyi)]));
    const list = await adminGet('/system/dict/data/list?dictType=sys_normal_disable');
    expect(list).toMatchObject({ code: 200, total: expect.any(Number) });
    expect(list.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...ruoyi, dictLabel: '正常', remark: null }),
      ]),
    );
  });

  it('labels the dictionary data list in the asked language and edits keep zh-CN in dictLabel', async () => {
    const token = await admin();
    const list = await call(
      'GET',
      '/system/dict/data/list?dictType=sys_user_sex',
      token,
      undefined,
      {
        'accept-language': 'fr',
      },
    );
    expectContract(list, 'GET', '/system/dict/data/list');
    expect(body(list).rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dictLabel: 'Homme', dictLabelEn: 'Male', dictLabelFr: 'Homme' }),
        expect.objectContaining({ dictLabel: 'Femme' }),
        expect.objectContaining({ dictLabel: 'Inconnu' }),
      ]),
    );
    const one = await call('GET', '/system/dict/data/1', token, undefined, lang('en'));
    expectContract(one, 'GET', '/system/dict/data/{dictCode}');
    expect(body(one).data).toMatchObject({ dictLabel: '男', dictLabelEn: 'Male' });

    const { database, kv } = await getShared();
    const [row] = await database.db
      .insert(sysDictData)
      .values({ dictType: 'sys_user_sex', dictSort: 9, dictLabel: '其他', dictValue: '9' })
      .returning();
    const dictCode = row?.dictCode ?? 0;
    const edit = await call('PUT', '/system/dict/data', token, {
      dictCode,
      dictLabel: '其他',
      dictValue: '9',
      dictType: 'sys_user_sex',
      dictLabelEn: 'Other',
    });
    expect(body(edit).code).toBe(200);
    // The edit rebuilt every language's cache entry.
    expect(await kv.get(dictCacheKey('sys_user_sex', 'en'))).toContain('"Other"');
    expect(await kv.get(dictCacheKey('sys_user_sex', 'fr'))).toContain('"Other"');
    expect(await kv.get(dictCacheKey('sys_user_sex'))).toContain('"其他"');
    await call('DELETE', `/system/dict/data/${dictCode}`, token);
    expect(await kv.get(dictCacheKey('sys_user_sex', 'en'))).not.toContain('"Other"');
  });
});
