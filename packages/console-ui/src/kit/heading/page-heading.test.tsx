import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PageHeading, PageTitleProvider } from './page-title';

describe('PageHeading', () => {
  it('is a level-one heading named after the provided page title', () => {
    render(
      <PageTitleProvider title="用户管理">
        <PageHeading />
      </PageTitleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '用户管理' })).toBeTruthy();
  });

  it('prefers its children, then the fallback, and renders nothing without any text', () => {
    const { rerender, container } = render(<PageHeading fallback="Server">Own</PageHeading>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Own');
    rerender(<PageHeading fallback="Server" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Server');
    rerender(<PageHeading />);
    expect(container.innerHTML).toBe('');
  });
});
