import { act, render, screen, waitFor } from '@testing-library/react';
import { createConsole, memoryTokenSource } from '@wcm/console-core';
import { ConsoleProvider } from '@wcm/console-ui';
import { describe, expect, it, vi } from 'vitest';
import { dictStoreOf, useDict, useDictOptions } from './use-dict';

function setup(answer: () => unknown) {
  const fetchImpl = vi.fn(
    async () =>
      new Response(JSON.stringify(answer()), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const wcm = createConsole({
    apiBase: 'http://localhost/prod-api',
    fetch: fetchImpl as unknown as typeof fetch,
    tokenSource: memoryTokenSource('t'),
    languageSource: { get: () => 'en', set: () => undefined },
  });
  return { wcm, fetchImpl };
}

function Labels({ type, testId }: { type: string; testId: string }) {
  const entries = useDict(type);
  return (
    <span data-testid={testId}>{entries.map((e) => `${e.label}:${e.listClass}`).join(',')}</span>
  );
}

function Options() {
  const options = useDictOptions('sys_normal_disable');
  return <span data-testid="options">{options.map((o) => `${o.value}=${o.label}`).join(',')}</span>;
}

const row = (dictLabel: string, dictValue: string, listClass = 'primary') => ({
  dictLabel,
  dictValue,
  listClass,
  cssClass: '',
});

describe('useDict', () => {
  it('loads a type once for every component of the console', async () => {
    const { wcm, fetchImpl } = setup(() => ({
      code: 200,
      msg: 'ok',
      data: [row('Normal', '0'), row('Disabled', '1', 'danger')],
    }));
    render(
      <ConsoleProvider console={wcm}>
        <Labels type="sys_normal_disable" testId="a" />
        <Labels type="sys_normal_disable" testId="b" />
        <Options />
      </ConsoleProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('a').textContent).toBe('Normal:primary,Disabled:danger'),
    );
    expect(screen.getByTestId('b').textContent).toBe('Normal:primary,Disabled:danger');
    expect(screen.getByTestId('options').textContent).toBe('0=Normal,1=Disabled');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const url = String(
      (fetchImpl.mock.calls[0] as unknown[])[0] instanceof Request
        ? ((fetchImpl.mock.calls[0] as unknown[])[0] as Request).url
        : (fetchImpl.mock.calls[0] as unknown[])[0],
    );
    expect(url).toContain('/system/dict/data/type/sys_normal_disable');
  });

  it('loads a type again after it is removed from the cache (an edit)', async () => {
    let label = 'Old';
    const { wcm, fetchImpl } = setup(() => ({ code: 200, msg: 'ok', data: [row(label, '0')] }));
    render(
      <ConsoleProvider console={wcm}>
        <Labels type="sys_x" testId="a" />
      </ConsoleProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('Old:primary'));
    label = 'New';
    act(() => dictStoreOf(wcm).removeDict('sys_x'));
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('New:primary'));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('stays empty when the type cannot be loaded', async () => {
    const { wcm, fetchImpl } = setup(() => ({ code: 500, msg: 'boom' }));
    render(
      <ConsoleProvider console={wcm}>
        <Labels type="sys_missing" testId="a" />
      </ConsoleProvider>,
    );
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('a').textContent).toBe('');
  });
});
