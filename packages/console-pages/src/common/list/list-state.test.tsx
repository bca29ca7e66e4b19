import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../../test/render';
import { ListStateProvider, mergeSearch, scopedSearch } from './list-state';
import { useListController, type ListController, type ListPage } from './use-list-controller';

type Row = { id: number; name: string };
const defaults = { name: '' };
type Ctl = ListController<Row, typeof defaults>;
const page = async (): Promise<ListPage<Row>> => ({ rows: [{ id: 1, name: 'a' }], total: 1 });

function List({
  load,
  expose,
  stateKey,
}: {
  load: typeof page;
  expose: (c: Ctl) => void;
  stateKey?: string;
}) {
  const ctl = useListController<Row, typeof defaults>({
    defaults,
    load,
    ...(stateKey ? { stateKey } : {}),
  });
  expose(ctl);
  return null;
}

function setup(
  initial: string,
  provider: { prefix?: string; mode?: 'url' | 'memory' },
  keys = [''],
) {
  const ctls: Ctl[] = [];
  const loads = keys.map(() => vi.fn(page));
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route
          path="/list"
          element={
            <ListStateProvider {...provider}>
              {keys.map((key, i) => (
                <List
                  key={key}
                  load={loads[i]!}
                  expose={(c) => (ctls[i] = c)}
                  {...(key ? { stateKey: key } : {})}
                />
              ))}
              <LocationProbe />
            </ListStateProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const location = () => screen.getByTestId('location').textContent;
  return { ctls, loads, location };
}

describe('ListStateProvider', () => {
  it('reads and writes the list under its prefix and keeps the other parameters', async () => {
    const t = setup('/list?campaign=spring&wcm.name=ry&name=other', { prefix: 'wcm' });
    await waitFor(() =>
      expect(t.loads[0]).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, name: 'ry' }),
    );
    act(() => t.ctls[0]!.setDraft({ name: 'x' }));
    act(() => t.ctls[0]!.search());
    await waitFor(() => expect(t.location()).toBe('/list?campaign=spring&name=other&wcm.name=x'));
    act(() => t.ctls[0]!.setPage(2, 20));
    await waitFor(() =>
      expect(t.location()).toBe('/list?campaign=spring&name=other&wcm.name=x&wcm.pageNum=2'),
    );
    act(() => t.ctls[0]!.reset());
    await waitFor(() => expect(t.location()).toBe('/list?campaign=spring&name=other'));
  });

  it('keeps two lists of one route apart by their state keys', async () => {
    const t = setup('/list?wcm.a.name=one', { prefix: 'wcm' }, ['a', 'b']);
    await waitFor(() => expect(t.loads[1]).toHaveBeenCalled());
    expect(t.loads[0]).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, name: 'one' });
    expect(t.loads[1]).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    act(() => t.ctls[1]!.setPage(3, 20));
    await waitFor(() => expect(t.location()).toBe('/list?wcm.a.name=one&wcm.b.pageNum=3'));
    expect(t.ctls[0]!.query.pageNum).toBe(1);
  });

  it('keeps the state in memory and the URL untouched in memory mode', async () => {
    const t = setup('/list?campaign=spring', { mode: 'memory' });
    await waitFor(() => expect(t.loads[0]).toHaveBeenCalledTimes(1));
    act(() => t.ctls[0]!.setDraft({ name: 'x' }));
    act(() => t.ctls[0]!.search());
    await waitFor(() =>
      expect(t.loads[0]).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, name: 'x' }),
    );
    expect(t.ctls[0]!.query.filters.name).toBe('x');
    expect(t.location()).toBe('/list?campaign=spring');
  });

  it('without a prefix, replaces only the list parameters', async () => {
    const t = setup('/list?tab=2&name=a', {});
    await waitFor(() => expect(t.loads[0]).toHaveBeenCalled());
    act(() => t.ctls[0]!.setPage(2, 20));
    await waitFor(() => expect(t.location()).toBe('/list?tab=2&name=a&pageNum=2'));
  });
});

describe('scopedSearch and mergeSearch', () => {
  it('round-trips a list state under a prefix', () => {
    const url = new URLSearchParams('x=1&p.name=a&p.pageNum=2&px.name=b');
    expect(scopedSearch(url, 'p').toString()).toBe('name=a&pageNum=2');
    const merged = mergeSearch(url, new URLSearchParams('name=c'), 'p', []);
    expect(merged.toString()).toBe('x=1&px.name=b&p.name=c');
  });
});
