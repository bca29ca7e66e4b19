import { describe, expect, it } from 'vitest';
import { buildRouters, type MenuNode, toTree } from '../../src/services/router-builder';

const menu = (
  values: Partial<MenuNode> & Pick<MenuNode, 'menuId' | 'path'>,
): Omit<MenuNode, 'children'> => ({
  parentId: 0,
  menuName: 'm',
  component: null,
  query: '',
  routeName: '',
  isFrame: 1,
  isCache: 0,
  menuType: 'C',
  visible: '0',
  icon: 'x',
  ...values,
});

/** The router built for one top-level menu. */
const routerOf = (values: Parameters<typeof menu>[0]) => buildRouters(toTree([menu(values)]))[0];

describe('buildRouters (RuoYi mapping rules)', () => {
  it('keeps an external link (isFrame 0) as-is with meta.link', () => {
    const node = routerOf({
      menuId: 4,
      path: 'http://example.com',
      menuType: 'M',
      isFrame: 0,
      menuName: '官网',
    });
    expect(node).toEqual({
      name: 'Http://example.com',
      path: 'http://example.com',
      hidden: false,
      component: 'Layout',
      meta: { title: '官网', icon: 'x', noCache: false, link: 'http://example.com' },
    });
  });

  it('wraps a top-level inner link in a Layout with an InnerLink child', () => {
    const node = routerOf({
      menuId: 5,
      path: 'https://www.example.com:8080/a',
      menuName: '内链',
      menuType: 'M',
    });
    expect(node).toMatchObject({
      path: '/',
      component: 'Layout',
      meta: { title: '内链', icon: 'x', noCache: false, link: null },
    });
    expect(node?.children?.[0]).toMatchObject({
      path: 'example/com/8080/a',
      component: 'InnerLink',
      meta: { link: 'https://www.example.com:8080/a' },
    });
  });

  it('uses InnerLink for a nested inner link and noCache from is_cache', () => {
    const tree = toTree([
      menu({ menuId: 1, path: 'dir', menuType: 'M' }),
      menu({ menuId: 2, parentId: 1, path: 'http://a.b/c', isCache: 1 }),
    ]);
    const child = buildRouters(tree)[0]?.children?.[0];
    expect(child).toMatchObject({
      path: 'a/b/c',
      component: 'InnerLink',
      meta: { noCache: true, link: 'http://a.b/c' },
    });
  });

  it('omits empty keys but always sends hidden, and a directory without children has no redirect', () => {
    const node = routerOf({
      menuId: 1,
      path: 'empty',
      menuType: 'M',
      visible: '1',
      query: '{"a":1}',
    });
    expect(node).toEqual({
      name: 'Empty',
      path: '/empty',
      hidden: true,
      component: 'Layout',
      query: '{"a":1}',
      meta: { title: 'm', icon: 'x', noCache: false, link: null },
    });
  });
});
