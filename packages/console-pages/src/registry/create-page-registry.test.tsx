import { I18nProvider, useLingui } from '@lingui/react';
import { type I18n, setupI18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useAreaLinks } from '../common/links';
import { createPageRegistry } from './create-page-registry';
import type { PageModule } from './page-module';

function UserPage() {
  return <h1>Users</h1>;
}

function Greeting() {
  const { i18n: current } = useLingui();
  return <h1>{current._({ id: 'pages.test.hello', message: 'Hello' })}</h1>;
}

function renderPage(
  Page: ComponentType,
  i18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } }),
) {
  return render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </I18nProvider>,
  );
}

function renderResolved(registry: ReturnType<typeof createPageRegistry>, name: string) {
  return renderPage(registry.resolve(name));
}

describe('createPageRegistry', () => {
  it('loads a known component only when it is first rendered', async () => {
    const load = vi.fn(async () => ({ default: UserPage }));
    const module: PageModule = { id: 'system', components: { 'system/user/index': load } };
    const registry = createPageRegistry([module]);

    const Page = registry.resolve('system/user/index');
    expect(registry.has('system/user/index')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    expect(registry.resolve('system/user/index')).toBe(Page);

    renderResolved(registry, 'system/user/index');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves an unknown component to the "not available yet" page naming it', () => {
    const registry = createPageRegistry([]);
    expect(registry.has('brand/list/index')).toBe(false);
    renderResolved(registry, 'brand/list/index');
    expect(
      screen.getByRole('heading', { name: 'This area is not available yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/brand\/list\/index/)).toBeInTheDocument();
  });

  it('collects module routes and refuses a component served twice', () => {
    const load = async () => ({ default: UserPage });
    const title = { id: 't', message: 'T' };
    const registry = createPageRegistry([
      { id: 'a', components: {}, routes: [{ path: '/a', title, layout: 'blank', load }] },
      { id: 'b', components: { x: load }, routes: [{ path: '/b', title, layout: 'shell', load }] },
    ]);
    expect(registry.routes.map((r) => r.path)).toEqual(['/a', '/b']);
    expect(() =>
      createPageRegistry([
        { id: 'a', components: { x: load } },
        { id: 'b', components: { x: load } },
      ]),
    ).toThrow(/served by two page modules/);
  });

  it("loads an area's catalogue before its first page, and again when the locale changes", async () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: {}, en: {} } });
    const fr = vi.fn(async () => ({ messages: { 'pages.test.hello': 'Bonjour' } }));
    const en = vi.fn(async () => ({ messages: { 'pages.test.hello': 'Hi there' } }));
    const module: PageModule = {
      id: 'greet',
      components: { greet: async () => ({ default: Greeting }) },
      messages: { fr, en, 'zh-CN': en },
    };
    const registry = createPageRegistry([module], { i18n });
    const Page = registry.resolve('greet');
    expect(fr).not.toHaveBeenCalled();
    renderPage(Page, i18n);
    expect(await screen.findByRole('heading', { name: 'Bonjour' })).toBeInTheDocument();
    i18n.activate('en');
    expect(await screen.findByRole('heading', { name: 'Hi there' })).toBeInTheDocument();
    expect(fr).toHaveBeenCalledTimes(1);
    expect(en).toHaveBeenCalledTimes(1);
  });

  it("loads a page's own catalogue with that page only, before it renders", async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const area = vi.fn(async () => ({ messages: {} }));
    const editor = vi.fn(async () => ({ messages: { 'pages.test.hello': 'Edit it' } }));
    const registry = createPageRegistry(
      [
        {
          id: 'greet',
          components: {
            'greet/list': async () => ({ default: UserPage }),
            'greet/edit': async () => ({
              default: Greeting,
              messages: { en: editor, fr: editor, 'zh-CN': editor },
            }),
          },
          messages: { en: area, fr: area, 'zh-CN': area },
        },
      ],
      { i18n },
    );
    await registry.preload('greet/list');
    expect(area).toHaveBeenCalledTimes(1);
    expect(editor).not.toHaveBeenCalled();
    renderPage(registry.resolve('greet/edit'), i18n);
    expect(await screen.findByRole('heading', { name: 'Edit it' })).toBeInTheDocument();
    expect(editor).toHaveBeenCalledTimes(1);
  });

  it("mounts an area's places at the app's paths and links its pages to them", async () => {
    const places = {
      list: { path: '/brand/thing', component: 'thing/list' },
      edit: { path: '/brand/thing/edit/:dictId', component: 'thing/edit' },
    };
    function List() {
      const links = useAreaLinks('things', places);
      const navigate = useNavigate();
      return <button onClick={() => navigate(links.to('edit', 7))}>Edit 7</button>;
    }
    function Edit() {
      const links = useAreaLinks('things', places);
      return <h1>Editing {links.params('edit')[0]}</h1>;
    }
    const module: PageModule = {
      id: 'things',
      components: {
        'thing/list': async () => ({ default: List }),
        'thing/edit': async () => ({ default: Edit }),
      },
      places,
    };
    const registry = createPageRegistry([module], {
      paths: { things: { list: '/partner/things', edit: '/partner/things/:thingId' } },
    });
    expect(registry.places.map((p) => [p.place, p.path, p.component])).toEqual([
      ['list', '/partner/things', 'thing/list'],
      ['edit', '/partner/things/:thingId', 'thing/edit'],
    ]);
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/partner/things']}>
          <Suspense fallback={<p>loading</p>}>
            <Routes>
              {registry.places.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </MemoryRouter>
      </I18nProvider>,
    );
    (await screen.findByRole('button', { name: 'Edit 7' })).click();
    expect(await screen.findByRole('heading', { name: 'Editing 7' })).toBeInTheDocument();
  });
});

describe('createPageRegistry preloading', () => {
  it('preloads a page with its texts so that it renders without suspending', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const en = vi.fn(async () => ({ messages: { 'pages.test.hello': 'Hi there' } }));
    const registry = createPageRegistry(
      [
        {
          id: 'greet',
          components: { greet: async () => ({ default: Greeting }) },
          messages: { en, fr: en, 'zh-CN': en },
        },
      ],
      { i18n },
    );
    expect(registry.isLoaded('greet')).toBe(false);
    expect(registry.isLoaded('unknown/page')).toBe(true);
    await registry.preload('greet');
    await registry.preload('unknown/page');
    expect(registry.isLoaded('greet')).toBe(true);
    const Page = registry.resolve('greet');
    renderPage(Page, i18n);
    // Synchronously: no fallback in between.
    expect(screen.getByRole('heading', { name: 'Hi there' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('lets a failed preload be retried', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof UserPage }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: UserPage });
    const registry = createPageRegistry([{ id: 'a', components: { users: load } }]);
    await expect(registry.preload('users')).rejects.toThrow('chunk failed');
    expect(registry.isLoaded('users')).toBe(false);
    await registry.preload('users');
    expect(registry.isLoaded('users')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
