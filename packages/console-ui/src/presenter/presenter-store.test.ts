import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createPresenterStore,
  DEFAULT_MESSAGE_DURATION_MS,
  DEFAULT_NOTIFY_DURATION_MS,
} from './presenter-store';

const question = { title: 'T', text: 'Sure?', confirmText: 'Yes', cancelText: 'No' };

describe('createPresenterStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a message for the duration the caller gives', () => {
    const presenter = createPresenterStore();
    presenter.message({ type: 'error', text: 'Timeout', duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(presenter.$state.get().messages.map((m) => m.text)).toEqual(['Timeout']);
    vi.advanceTimersByTime(1);
    expect(presenter.$state.get().messages).toEqual([]);
  });

  it('falls back to 3000 ms for messages and 4500 ms for notifications', () => {
    const presenter = createPresenterStore();
    presenter.message({ type: 'success', text: 'Saved' });
    presenter.notify({ type: 'info', title: 'Hello', text: 'World' });
    expect(DEFAULT_MESSAGE_DURATION_MS).toBe(3000);
    expect(DEFAULT_NOTIFY_DURATION_MS).toBe(4500);
    vi.advanceTimersByTime(3000);
    expect(presenter.$state.get().messages).toEqual([]);
    expect(presenter.$state.get().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1500);
    expect(presenter.$state.get().notifications).toEqual([]);
  });

  it('keeps duration-0 entries until dismissed', () => {
    const presenter = createPresenterStore();
    presenter.notify({ type: 'warning', text: 'Sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    const [entry] = presenter.$state.get().notifications;
    expect(entry?.text).toBe('Sticky');
    presenter.dismiss(entry?.id ?? -1);
    expect(presenter.$state.get().notifications).toEqual([]);
  });

  it('answers each question once; cancelConfirms answers the rest with false', async () => {
    const presenter = createPresenterStore();
    const first = presenter.confirm(question);
    const second = presenter.confirm({ ...question, text: 'Really?' });
    const [a, b] = presenter.$state.get().confirms;
    presenter.answer(a?.id ?? -1, true);
    presenter.answer(a?.id ?? -1, false);
    await expect(first).resolves.toBe(true);
    expect(presenter.$state.get().confirms.map((c) => c.id)).toEqual([b?.id]);
    presenter.cancelConfirms();
    await expect(second).resolves.toBe(false);
    expect(presenter.$state.get().confirms).toEqual([]);
  });

  it('closes loading overlays by handle, more than once without harm', () => {
    const presenter = createPresenterStore();
    const outer = presenter.loading('Outer');
    const inner = presenter.loading('Inner');
    inner.close();
    inner.close();
    expect(presenter.$state.get().loadings.map((l) => l.text)).toEqual(['Outer']);
    outer.close();
    expect(presenter.$state.get().loadings).toEqual([]);
  });

  it('gives every store its own state', () => {
    const one = createPresenterStore();
    const two = createPresenterStore();
    one.message({ type: 'info', text: 'Only in one' });
    void two.confirm(question);
    expect(one.$state.get().confirms).toEqual([]);
    expect(two.$state.get().messages).toEqual([]);
  });

  it('passes warnings to the given handler', () => {
    const warn = vi.fn();
    createPresenterStore({ warn }).warn?.('careful');
    expect(warn).toHaveBeenCalledWith('careful');
  });
});
