import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { UnauthorizedPage } from './unauthorized-page';
import { renderPage } from '../test/render';

describe('error pages', () => {
  it('404 says the page does not exist and links home to /index', async () => {
    const user = userEvent.setup();
    renderPage(<NotFoundPage />, { path: '/404', route: '/404' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
  });

  it('401 says permission is missing and links home', () => {
    renderPage(<UnauthorizedPage />, { path: '/401', route: '/401' });
    expect(screen.getByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
  });
});
