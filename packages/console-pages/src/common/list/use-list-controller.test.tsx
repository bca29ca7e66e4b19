import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../test/render';
import { useListController, type ListController, type ListPage } from './use-list-controller';

type Row = { id: number; name: string };
const defaults = { name: '' };
type Ctl = ListController<Row, typeof defaults>;

function Harness({
  load,
  expose,
}: {
  load: (r: Record<string, string | number>) => Promise<ListPage<Row>>;
  expose: (c: Ctl) => void;
}) {
  const ctl = useListController<Row, typeof defaults>({ defaults, load });
  expose(ctl);
  return (
    <div>
      <span data-testid="rows">{ctl.rows.map((r) => r.name).join(',')}</span>
      <span data-testid="loading">{String(ctl.loading)}</span>
      <LocationProbe />
    </div>
  );
}

function setup(
  initial = '/list',
  load = vi.fn(async () => ({ rows: [{ id: 1, name: 'a' }], total: 1 })),
) {
  let ctl!: Ctl;
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/list" element={<Harness load={load} expose={(c) => (ctl = c)} />} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    load,
    get ctl() {
      return ctl;
    },
  };
}

describe('useListController', () => {
  it('loads the page described by the URL', async () => {
    const t = setup('/list?name=ry&pageNum=2');
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('a'));
    expect(t.load).toHaveBeenCalledWith({ pageNum: 2, pageSize: 20, name: 'ry' });
  });

  it('applies the search form on search and writes it to the URL', async () => {
    const t = setup();
    await waitFor(() => expect(t.load).toHaveBeenCalledTimes(1));
    act(() => t.ctl.setDraft({ name: 'x' }));
    act(() => t.ctl.search());
    await waitFor(() =>
      expect(t.load).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, name: 'x' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/list?name=x');
    act(() => t.ctl.reset());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/list'));
    expect(t.ctl.draft).toEqual(defaults);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const t = setup('/list?pageNum=3');
    await waitFor(() => expect(t.load).toHaveBeenCalled());
    act(() => t.ctl.setPage(3, 50));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/list?pageSize=50'),
    );
  });

  it('never lets a slow earlier answer overwrite a newer one', async () => {
    const resolvers: Array<(p: ListPage<Row>) => void> = [];
    const load = vi.fn(() => new Promise<ListPage<Row>>((resolve) => resolvers.push(resolve)));
    const t = setup('/list', load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => t.ctl.setPage(2, 20));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(async () => resolvers[1]?.({ rows: [{ id: 2, name: 'new' }], total: 1 }));
    await act(async () => resolvers[0]?.({ rows: [{ id: 1, name: 'old' }], total: 1 }));
    expect(screen.getByTestId('rows').textContent).toBe('new');
    expect(screen.getByTestId('loading').textContent).toBe('false');
  });

  it('keeps the rows and reports the error when a load fails', async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { rows: [{ id: 1, name: 'a' }], total: 1 };
    });
    const t = setup('/list', load);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('a'));
    fail = true;
    await act(async () => t.ctl.reload());
    expect(t.ctl.error).toBeInstanceOf(Error);
    expect(screen.getByTestId('rows').textContent).toBe('a');
  });
});
