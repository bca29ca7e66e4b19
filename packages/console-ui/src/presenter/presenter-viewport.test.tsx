import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { composeStories } from '@storybook/react-vite';
import type { LoadingHandle } from '@wcm/console-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConsoleRoot } from '../root/console-root';
import { createUiPresenter } from './create-ui-presenter';
import * as stories from './presenter-viewport.stories';

const { MessageTones, ExpiringMessage, Notification, Confirm, Loading } = composeStories(stories);

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const messages = () => document.querySelectorAll('[data-slot="presenter-message"]');

describe('PresenterViewport', () => {
  afterEach(() => vi.useRealTimers());

  it('puts errors in an assertive live region and other tones in a polite one', () => {
    render(<MessageTones />);
    const error = screen.getByText('Backend interface connection exception');
    expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    const saved = screen.getByText('Saved successfully');
    expect(saved.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(messages()).toHaveLength(4);
  });

  it('shows a message and removes it once its duration has passed', () => {
    vi.useFakeTimers();
    render(<ExpiringMessage />);
    expect(screen.getByText('System interface request timeout')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('System interface request timeout')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('System interface request timeout')).not.toBeInTheDocument();
  });

  it('closes a notification with its keyboard-operable close button', async () => {
    render(<Notification />);
    const card = screen.getByText('No permission for this operation').closest('div[data-slot]');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Error')).toBeInTheDocument();
    const close = within(card as HTMLElement).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('No permission for this operation')).not.toBeInTheDocument();
    expect(screen.getByText('Export finished')).toBeInTheDocument();
  });

  it('resolves the question true when confirmed', async () => {
    const onAnswer = fn();
    render(<Confirm onAnswer={onAnswer} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'System Notification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves the question false on Cancel', async () => {
    const onAnswer = fn();
    render(<Confirm onAnswer={onAnswer} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });

  it('resolves the question false on Escape', async () => {
    const onAnswer = fn();
    render(<Confirm onAnswer={onAnswer} />);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the loading overlay as a status with its text', () => {
    render(<Loading />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Loading, please wait...');
    expect(overlay).toHaveAttribute('data-state', 'open');
  });

  it('close() removes the overlay; the newest open overlay is the one shown', () => {
    const { presenter, Viewport } = createUiPresenter();
    render(<Viewport />, { wrapper: Providers });
    let outer: LoadingHandle | undefined;
    let inner: LoadingHandle | undefined;
    act(() => {
      outer = presenter.loading('Saving');
      inner = presenter.loading('Uploading');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Uploading');
    act(() => inner?.close());
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
    act(() => outer?.close());
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('two presenters on a page do not share what they show', () => {
    const one = createUiPresenter();
    const two = createUiPresenter();
    render(
      <Providers>
        <ConsoleRoot data-testid="one">
          <one.Viewport />
        </ConsoleRoot>
        <ConsoleRoot data-testid="two">
          <two.Viewport />
        </ConsoleRoot>
      </Providers>,
    );
    act(() => one.presenter.message({ type: 'info', text: 'First console' }));
    act(() => two.presenter.notify({ type: 'success', text: 'Second console' }));
    const first = screen.getByTestId('one');
    const second = screen.getByTestId('two');
    expect(within(first).getByText('First console')).toBeInTheDocument();
    expect(within(first).queryByText('Second console')).not.toBeInTheDocument();
    expect(within(second).getByText('Second console')).toBeInTheDocument();
    expect(within(second).queryByText('First console')).not.toBeInTheDocument();
  });
});
