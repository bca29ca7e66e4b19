import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { makeTestConsole, withConsole } from '../upload/test-console.test-helper';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

describe('LazyRichTextEditor', () => {
  it('shows a skeleton of the editor height, then the editor', async () => {
    const { wcm } = makeTestConsole();
    render(
      withConsole(
        <LazyRichTextEditor
          value="<p>Lazy</p>"
          onChange={vi.fn()}
          variant="restricted"
          height={300}
          aria-label="Summary"
        />,
        wcm,
      ),
    );
    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveTextContent('Loading editor...');
    expect(skeleton).toHaveStyle({ height: '300px' });
    expect(
      await screen.findByRole('textbox', { name: 'Summary' }, { timeout: 10_000 }),
    ).toHaveTextContent('Lazy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
