import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it, vi } from 'vitest';

import {
  makeFile,
  makeTestConsole,
  shownErrors,
  withConsole,
} from '../upload/test-console.test-helper';
import { useImageInsert } from './use-image-insert';

function setup(variant: 'full' | 'restricted') {
  const { wcm, presenter } = makeTestConsole();
  const editor = withHistory(withReact(createEditor()));
  editor.children = [{ type: 'paragraph', children: [{ text: '' }] }];
  const uploadImage = vi.fn(async () => '/img/x.png');
  const onError = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => withConsole(children, wcm);
  const { result } = renderHook(() => useImageInsert({ editor, variant, uploadImage, onError }), {
    wrapper,
  });
  return { result, presenter, uploadImage, onError, editor };
}

describe('useImageInsert', () => {
  it('restricted variant: pasted or dropped images are refused', async () => {
    const { result, presenter, uploadImage, onError } = setup('restricted');
    await act(() => result.current.insertFiles([makeFile('a.png', 10, 'image/png')]));
    expect(shownErrors(presenter)).toEqual(['Upload images not allowed']);
    expect(onError).toHaveBeenCalledWith('Upload images not allowed');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('full variant: checks each file, uploads the good ones and inserts them', async () => {
    const { result, presenter, uploadImage, editor } = setup('full');
    await act(() =>
      result.current.insertFiles([
        makeFile('a.gif', 100, 'image/gif'),
        makeFile('b.tiff', 100, 'image/tiff'),
      ]),
    );
    expect(uploadImage).toHaveBeenCalledTimes(1);
    expect(shownErrors(presenter)).toEqual(['Only JPG, PNG and GIF images can be uploaded']);
    expect(editor.children).toContainEqual({
      type: 'image',
      url: '/img/x.png',
      children: [{ text: '' }],
    });
  });
});
