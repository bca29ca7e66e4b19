import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleRoot } from '@wcm/console-ui';
import { Link } from 'react-router-dom';
import { renderProducts } from '../test/products-fake';
import { useAutosave, useLeaveGuard } from '../../common/edit/use-leave-guard';

function Guarded({ dirty }: { dirty: { current: boolean } }) {
  useLeaveGuard(dirty);
  return <Link to="/brand/product">Products</Link>;
}

describe('leaving a form with unsaved changes', () => {
  it('holds an in-app link until the person confirms', async () => {
    const dirty = { current: true };
    const { presenter } = await renderProducts(
      <Guarded dirty={dirty} />,
      {},
      {
        path: '/edit',
        route: '/edit',
        confirm: false,
      },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(presenter.calls.some((c) => c.kind === 'confirm')).toBe(true));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('follows the link once the person confirms', async () => {
    const dirty = { current: true };
    await renderProducts(<Guarded dirty={dirty} />, {}, { path: '/edit', route: '/edit' });
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/brand/product');
  });

  it('leaves links outside the console root to the page around it', async () => {
    const dirty = { current: true };
    const { presenter } = await renderProducts(
      <>
        <a href="/elsewhere" onClick={(e) => e.preventDefault()}>
          Portal link
        </a>
        <ConsoleRoot>
          <Guarded dirty={dirty} />
        </ConsoleRoot>
      </>,
      {},
      { path: '/edit', route: '/edit', confirm: false },
    );
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: 'Portal link' }).dispatchEvent(outside);
    expect(presenter.calls.some((c) => c.kind === 'confirm')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(presenter.calls.some((c) => c.kind === 'confirm')).toBe(true));
  });

  it('asks the browser to warn on closing the tab while dirty', async () => {
    const dirty = { current: true };
    await renderProducts(<Guarded dirty={dirty} />, {}, { path: '/edit', route: '/edit' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    dirty.current = false;
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});

describe('autosave', () => {
  afterEach(() => vi.useRealTimers());

  it('saves every interval while dirty, and not when clean', () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const dirty = { current: false };
    renderHook(() => useAutosave(true, dirty, save, 30_000));
    act(() => vi.advanceTimersByTime(30_000));
    expect(save).not.toHaveBeenCalled();
    dirty.current = true;
    act(() => vi.advanceTimersByTime(30_000));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(29_000));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
