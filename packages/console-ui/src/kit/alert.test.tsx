import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as alertStories from './alert.stories';

const { ErrorTone, InfoTone } = composeStories(alertStories);

describe('Alert', () => {
  it('announces errors with role alert', () => {
    render(<ErrorTone />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong user name or password');
  });

  it('uses the polite status role for information', () => {
    render(<InfoTone />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('NoteThe captcha was refreshed.');
  });
});
