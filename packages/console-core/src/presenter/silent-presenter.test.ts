import { describe, expect, it, vi } from 'vitest';
import { silentPresenter } from './silent-presenter';

const question = { title: 'T', text: 'Sure?', confirmText: 'Yes', cancelText: 'No' };

describe('silentPresenter (headless presenter)', () => {
  it('records messages, notifications, warnings and loading overlays in order', () => {
    const forwarded = vi.fn();
    const presenter = silentPresenter({ warn: forwarded });
    presenter.message({ type: 'success', text: 'Saved' });
    presenter.notify({ type: 'error', title: 'Oops', text: 'Failed', duration: 4500 });
    const overlay = presenter.loading('Working');
    presenter.warn?.('careful');
    expect(presenter.calls).toEqual([
      { kind: 'message', options: { type: 'success', text: 'Saved' } },
      { kind: 'notify', options: { type: 'error', title: 'Oops', text: 'Failed', duration: 4500 } },
      { kind: 'loading', text: 'Working', closed: false },
      { kind: 'warn', text: 'careful' },
    ]);
    overlay.close();
    expect(presenter.calls[2]).toMatchObject({ closed: true });
    expect(forwarded).toHaveBeenCalledWith('careful');
    presenter.clear();
    expect(presenter.calls).toEqual([]);
  });

  it('confirmations are cancelled by default, or answered as configured', async () => {
    await expect(silentPresenter().confirm(question)).resolves.toBe(false);
    await expect(silentPresenter({ confirm: true }).confirm(question)).resolves.toBe(true);
    const decide = silentPresenter({ confirm: (q) => q.text === 'Sure?' });
    await expect(decide.confirm(question)).resolves.toBe(true);
    expect(decide.calls).toEqual([{ kind: 'confirm', options: question }]);
  });
});
