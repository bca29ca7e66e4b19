import { ApiError, LIBRARY_FORBIDDEN_TYPES } from '@wcm/console-core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FileUpload, type FileUploadProps } from './file-upload';
import {
  expectRefused,
  expectShownError,
  makeFile,
  makeTestConsole,
  pickFiles,
  withConsole,
} from './test-console.test-helper';
import type { ProgressListener, UploadedFile } from './types';

const MB = 1024 * 1024;

function setup(props: Partial<FileUploadProps> = {}) {
  const { wcm, presenter } = makeTestConsole();
  const onChange = vi.fn<(files: UploadedFile[]) => void>();
  const upload = vi.fn(async (file: File): Promise<UploadedFile> => ({
    name: file.name,
    url: `/files/${file.name}`,
  }));
  const view = render(
    withConsole(<FileUpload value={[]} onChange={onChange} upload={upload} {...props} />, wcm),
  );
  return { ...view, onChange, upload, presenter, pick: pickFiles };
}

describe('FileUpload', () => {
  it.each([
    [
      'wrong extension',
      {},
      makeFile('virus.exe', 10),
      'File format incorrect, please upload doc/xls/ppt/txt/pdf format files',
    ],
    [
      'default size limit',
      {},
      makeFile('big.pdf', 5 * MB + 1),
      'Uploaded file size cannot exceed 5 MB!',
    ],
    [
      'custom size limit',
      { maxSizeMb: 2 },
      makeFile('big.doc', 2 * MB + 1),
      'Uploaded file size cannot exceed 2 MB!',
    ],
    [
      'custom types',
      { accept: ['png', 'zip'] },
      makeFile('a.pdf', 1),
      'File format incorrect, please upload png/zip format files',
    ],
    [
      'library forbidden type',
      { accept: [], forbidden: LIBRARY_FORBIDDEN_TYPES },
      makeFile('setup.EXE', 1),
      'Uploading exe files is not allowed',
    ],
    [
      'extra forbidden type',
      { accept: [], forbidden: ['js'] },
      makeFile('x.js', 1),
      'Uploading js files is not allowed',
    ],
  ])('refuses a file (%s) before sending', async (_case, props, file, message) => {
    const { pick, upload, presenter } = setup(props);
    pick(file);
    await expectRefused(presenter, message, upload);
  });

  it('refuses more files than the limit', async () => {
    const value = [1, 2, 3, 4].map((i) => ({ name: `${i}.pdf`, url: `/f/${i}` }));
    const { pick, upload } = setup({ value });
    pick(makeFile('5.pdf', 1), makeFile('6.pdf', 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Number of uploaded files cannot exceed 5!',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends the good files of a pick and refuses the others', async () => {
    const { pick, upload, onChange } = setup();
    pick(makeFile('a.txt', 1), makeFile('b.exe', 1));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([{ name: 'a.txt', url: '/files/a.txt' }]),
    );
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('File format incorrect');
  });

  it('shows progress behind the loading overlay, then adds the file to the value', async () => {
    let finish!: (file: UploadedFile) => void;
    let report!: ProgressListener;
    const upload = vi.fn(
      (_file: File, onProgress: ProgressListener) =>
        new Promise<UploadedFile>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { pick, onChange, presenter } = setup({
      upload,
      value: [{ name: 'old.pdf', url: '/o' }],
    });
    pick(makeFile('new.pdf', 10));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading new.pdf' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    act(() => report(40));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(presenter.calls).toContainEqual({
      kind: 'loading',
      text: 'Uploading file, please wait...',
      closed: false,
    });
    await act(async () => finish({ name: 'new.pdf', url: '/n' }));
    expect(onChange).toHaveBeenCalledWith([
      { name: 'old.pdf', url: '/o' },
      { name: 'new.pdf', url: '/n' },
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(presenter.calls.find((c) => c.kind === 'loading')).toMatchObject({ closed: true });
  });

  it('a server refusal removes the file and shows the server message', async () => {
    const upload = vi.fn(() =>
      Promise.reject(new ApiError(500, 'File type not allowed by server')),
    );
    const { pick, onChange, presenter } = setup({ upload });
    pick(makeFile('a.pdf', 10));
    await expectShownError(presenter, 'File type not allowed by server');
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a failed transfer keeps the file with Retry and Remove', async () => {
    const user = userEvent.setup();
    const upload = vi
      .fn<(file: File) => Promise<UploadedFile>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ name: 'a.pdf', url: '/a' });
    const { pick, onChange } = setup({ upload });
    pick(makeFile('a.pdf', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload file failed, please retry');
    await user.click(screen.getByRole('button', { name: 'Retry a.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ name: 'a.pdf', url: '/a' }]));
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('removes a failed file without sending it again', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() => Promise.reject(new Error('offline')));
    const { pick } = setup({ upload });
    pick(makeFile('a.pdf', 10));
    await user.click(await screen.findByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText(/a\.pdf/)).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('removes an uploaded file from the value', async () => {
    const user = userEvent.setup();
    const value = [
      { name: 'a.pdf', url: '/a' },
      { name: 'b.pdf', url: '/b' },
    ];
    const { onChange } = setup({ value });
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    expect(within(list).getByRole('link', { name: 'a.pdf' })).toHaveAttribute('href', '/a');
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(onChange).toHaveBeenCalledWith([{ name: 'b.pdf', url: '/b' }]);
  });

  it('opens a listed file through `open` when given (a signed-in download)', () => {
    const open = vi.fn<(file: UploadedFile) => void>();
    const value = [{ name: 'a.pdf', url: '/a' }];
    setup({ value, open });
    const list = screen.getByRole('list', { name: 'Uploaded files' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    within(list).getByRole('link', { name: 'a.pdf' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(value[0]);
  });

  it('opens the picker with Enter and Space, and takes dropped files', async () => {
    const { pick: _pick, upload } = setup();
    const zone = screen.getByRole('button', { name: /Drop files here/ });
    const input = screen.getByTestId('upload-input');
    const click = vi.spyOn(input, 'click');
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
    fireEvent.drop(zone, { dataTransfer: { files: [makeFile('dropped.txt', 3)] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[0].name).toBe('dropped.txt');
  });

  it('disables the zone when the list is full and shows the formats', () => {
    const value = [1, 2].map((i) => ({ name: `${i}.pdf`, url: `/f/${i}` }));
    setup({ value, limit: 2 });
    const zone = screen.getByRole('button', { name: /Drop files here/ });
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    expect(zone).toHaveAccessibleDescription('Formats: doc/xls/ppt/txt/pdf');
  });
});
