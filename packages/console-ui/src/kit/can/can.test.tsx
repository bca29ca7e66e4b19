import type { SessionState, WcmConsole } from '@wcm/console-core';
import { act, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ConsoleProvider } from '../../console/console-provider';
import { Can } from './can';
import { useCan } from './use-can';

function session(permissions: string[], roles: string[]) {
  const $state = atom<SessionState>({
    roles,
    permissions,
    routers: [],
    loaded: true,
  } as SessionState);
  // Only the session state is read by Can/useCan.
  const wcm = { session: { $state } } as unknown as WcmConsole;
  const wrap = (children: ReactNode) => <ConsoleProvider console={wcm}>{children}</ConsoleProvider>;
  return { $state, wrap };
}

describe('Can', () => {
  it('shows children when any listed permission is held, removes them otherwise', () => {
    const { wrap } = session(['system:user:list', 'system:user:add'], ['common']);
    render(
      wrap(
        <>
          <Can permissions={['system:user:add', 'system:user:remove']}>
            <button type="button">Add</button>
          </Can>
          <Can permissions={['system:user:remove']} fallback={<span>read only</span>}>
            <button type="button">Delete</button>
          </Can>
          <Can permissions={['system:user:list', 'system:user:remove']} all>
            <button type="button">Both</button>
          </Can>
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Both' })).not.toBeInTheDocument();
  });

  it('honours *:*:* and the admin role, and follows session changes', () => {
    const { $state, wrap } = session([], ['common']);
    render(
      wrap(
        <>
          <Can permissions={['monitor:job:list']}>
            <span>job</span>
          </Can>
          <Can roles={['editor']}>
            <span>editor</span>
          </Can>
        </>,
      ),
    );
    expect(screen.queryByText('job')).not.toBeInTheDocument();
    expect(screen.queryByText('editor')).not.toBeInTheDocument();
    act(() => $state.set({ ...$state.get(), permissions: ['*:*:*'], roles: ['admin'] }));
    expect(screen.getByText('job')).toBeInTheDocument();
    expect(screen.getByText('editor')).toBeInTheDocument();
  });

  it('requires both checks when permissions and roles are given', () => {
    const { wrap } = session(['system:user:add'], ['common']);
    render(
      wrap(
        <Can permissions={['system:user:add']} roles={['editor']}>
          gated
        </Can>,
      ),
    );
    expect(screen.queryByText('gated')).not.toBeInTheDocument();
  });

  it('throws on an empty or missing list (spec section 5)', () => {
    const quiet = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const { wrap } = session(['*:*:*'], ['admin']);
    expect(() => render(wrap(<Can permissions={[]}>x</Can>))).toThrow(/non-empty list/);
    expect(() => render(wrap(<Can roles={[' ']}>x</Can>))).toThrow(/non-empty list/);
    expect(() => render(wrap(<Can>x</Can>))).toThrow(/needs permissions or roles/);
    quiet.mockRestore();
  });
});

describe('useCan', () => {
  it('checks any-of and all-of lists for the session', () => {
    const { wrap } = session(['a:b:c'], ['common']);
    let checks: ReturnType<typeof useCan> | undefined;
    function Probe() {
      checks = useCan();
      return null;
    }
    render(wrap(<Probe />));
    expect(checks!.hasPermi(['a:b:c', 'x:y:z'])).toBe(true);
    expect(checks!.hasPermiAll(['a:b:c', 'x:y:z'])).toBe(false);
    expect(checks!.hasRole(['common'])).toBe(true);
    expect(checks!.hasRoleAll(['common', 'admin'])).toBe(false);
    expect(() => checks!.hasRole([])).toThrow();
  });
});
