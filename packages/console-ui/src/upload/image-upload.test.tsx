import { ApiError, ImageFileReadError, type ImageSize } from '@wcm/console-core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { ImageCropper } from './crop-canvas';
import { ImageUpload, type ImageUploadProps } from './image-upload';
import {
  expectRefused,
  expectUploadFailed,
  makeFile,
  makeTestConsole,
  pickFiles,
  withConsole,
} from './test-console.test-helper';

function setup(
  props: Partial<ImageUploadProps> = {},
  size: ImageSize = { width: 100, height: 140 },
) {
  const { wcm, presenter } = makeTestConsole();
  const onChange = vi.fn<(urls: string[]) => void>();
  const upload = vi.fn(async (file: File) => `/img/${file.name}`);
  const readImage = vi.fn(async () => size);
  const cropImage = vi.fn<ImageCropper>(async () => new Blob(['png'], { type: 'image/png' }));
  const view = render(
    withConsole(
      <ImageUpload
        value={[]}
        onChange={onChange}
        upload={upload}
        readImage={readImage}
        cropImage={cropImage}
        {...props}
      />,
      wcm,
    ),
  );
  return { ...view, onChange, upload, readImage, cropImage, presenter, pick: pickFiles };
}

const png = (name = 'photo.png', size = 1000) => makeFile(name, size, 'image/png');

describe('ImageUpload: type, size and count', () => {
  it.each([
    [
      {},
      makeFile('a.gif', 10, 'image/gif'),
      'Quality cover helps recommendation, formats JPEG, PNG',
    ],
    [
      {},
      png('big.png', 1024 * 1024 + 1),
      'Image size too large (1024 KB). Maximum allowed is 1 MB.',
    ],
    [
      { maxSizeMb: 10 },
      png('huge.png', 10 * 1024 * 1024 + 10),
      'Image size too large (10240.01 KB). Maximum allowed is 10 MB.',
    ],
    [
      { sizeHint: true },
      png('slot.png', 204801),
      'Image size too large (200 KB). Maximum allowed is 0.2 MB.',
    ],
    [
      { sizeHint: true },
      makeFile('a.webp', 10, 'image/webp'),
      'Quality cover helps recommendation, formats JPEG, PNG',
    ],
  ])('refuses %o %s', async (props, file, message) => {
    const { pick, upload, presenter } = setup(props);
    pick(file);
    await expectRefused(presenter, message, upload);
  });

  it('refuses more images than the limit', async () => {
    const { pick, upload } = setup({ limit: 2, value: ['/a.png'] });
    pick(png('b.png'), png('c.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload file count cannot exceed 2');
    expect(upload).not.toHaveBeenCalled();
  });

  it('the size hint slot shows its hint and takes GIFs', async () => {
    const { pick, onChange } = setup({ sizeHint: true });
    expect(screen.getByRole('button', { name: 'Add image' })).toHaveAccessibleDescription(
      'Size no more than 200 KB, formats JPG/PNG/GIF',
    );
    pick(makeFile('anim.gif', 204800, 'image/gif'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/img/anim.gif']));
  });
});

describe('ImageUpload: sending', () => {
  it('uploads behind the loading overlay and adds the URL', async () => {
    const { pick, onChange, presenter } = setup({ value: ['/first.png'], limit: 3 });
    pick(png('second.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/first.png', '/img/second.png']));
    expect(presenter.calls).toContainEqual({
      kind: 'loading',
      text: 'Uploading image, please wait...',
      closed: true,
    });
  });

  it.each([
    [new ApiError(500, 'Image rejected by server'), 'Image rejected by server'],
    [new Error('offline'), 'Upload image failed, please retry'],
  ])('shows the failure (%s) and keeps the value', async (error, message) => {
    const upload = vi.fn(() => Promise.reject(error));
    const { pick, onChange, presenter } = setup({ upload });
    pick(png());
    await expectUploadFailed(presenter, message, onChange);
  });

  it('hides the add button when the slot is full', () => {
    setup({ value: ['/a.png'] });
    expect(screen.queryByRole('button', { name: 'Add image' })).not.toBeInTheDocument();
  });
});

describe('ImageUpload: ratio and size rules', () => {
  it.each([
    [
      'cover-1.4',
      { width: 100, height: 100 },
      'Image aspect ratio must be 1:1.4. Current ratio is 1.00.',
    ],
    [
      '16:9',
      { width: 100, height: 100 },
      'Image aspect ratio must be 16:9. Current ratio is 1.00.',
    ],
    [
      '1920x800',
      { width: 1920, height: 801 },
      'Image size must be exactly 1920x800 pixels. Current size is 1920x801.',
    ],
    [
      '1920x200',
      { width: 100, height: 100 },
      'Image size must be exactly 1920x200 pixels. Current size is 100x100.',
    ],
    ['square', { width: 100, height: 50 }, 'Only square images (1:1) can be uploaded'],
  ] as const)('%s: offers a crop, Cancel refuses with the message', async (rule, size, message) => {
    const user = userEvent.setup();
    const { pick, upload, presenter } = setup({ rule }, size);
    pick(png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(message));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectRefused(presenter, message, upload);
  });

  it('passes an image that fits the rule without a dialog', async () => {
    const { pick, onChange } = setup({ rule: '1920x200' }, { width: 1920, height: 200 });
    pick(png('banner.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/img/banner.png']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [new ImageFileReadError(), 'Failed to read image file'],
    [new Error('decode'), 'Failed to load image'],
  ])('unreadable images are refused without a crop offer (%s)', async (error, message) => {
    const { wcm } = makeTestConsole();
    const upload = vi.fn();
    render(
      withConsole(
        <ImageUpload
          value={[]}
          onChange={vi.fn()}
          upload={upload}
          rule="square"
          readImage={() => Promise.reject(error)}
        />,
        wcm,
      ),
    );
    pickFiles(png());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('"Crop and use" crops to the slot ratio and uploads the result', async () => {
    const user = userEvent.setup();
    const { pick, upload, cropImage, onChange } = setup(
      { rule: 'cover-1.4' },
      { width: 1000, height: 1000 },
    );
    pick(png('photo.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    // The largest 5:7 frame, centred: 714 x 1000 -> 710 x 994 whole multiples.
    expect(dialog).toHaveTextContent('145, 3 · 710 × 994 → 710 × 994');
    const frame = within(dialog).getByRole('button', { name: /Crop area/ });
    fireEvent.keyDown(frame, { key: 'ArrowRight', shiftKey: true });
    expect(dialog).toHaveTextContent('245, 3 · 710 × 994');
    await user.click(within(dialog).getByRole('button', { name: 'Crop and use' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/img/photo-cropped.png']));
    expect(cropImage).toHaveBeenCalledWith(
      expect.any(File),
      { x: 245, y: 3, width: 710, height: 994 },
      { width: 710, height: 994 },
    );
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      name: 'photo-cropped.png',
      type: 'image/png',
    });
  });

  it('exact-size slots scale the crop to their size; the slider resizes the frame', async () => {
    const user = userEvent.setup();
    const { pick, cropImage } = setup({ rule: '1920x800' }, { width: 2400, height: 2400 });
    pick(png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    fireEvent.change(within(dialog).getByLabelText('Crop size'), { target: { value: '50' } });
    expect(dialog).toHaveTextContent('600, 950 · 1200 × 500 → 1920 × 800');
    await user.click(within(dialog).getByRole('button', { name: 'Crop and use' }));
    await waitFor(() => expect(cropImage).toHaveBeenCalledTimes(1));
    expect(cropImage.mock.calls[0]?.[2]).toEqual({ width: 1920, height: 800 });
  });

  it('a failed crop refuses with the rule message', async () => {
    const user = userEvent.setup();
    const cropImage = vi.fn<ImageCropper>(() => Promise.reject(new Error('no canvas')));
    const { pick, upload } = setup({ rule: 'square', cropImage }, { width: 200, height: 100 });
    pick(png());
    await user.click(await screen.findByRole('button', { name: 'Crop and use' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only square images (1:1) can be uploaded',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('drags the frame with the pointer', async () => {
    const { pick } = setup({ rule: 'square' }, { width: 200, height: 100 });
    pick(png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    const frame = within(dialog).getByRole('button', { name: /Crop area/ });
    expect(dialog).toHaveTextContent('50, 0 · 100 × 100');
    // Displayed at full size (200 x 100 fits 560 x 360): 30 screen px = 30 image px.
    fireEvent.pointerDown(frame, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(frame, { clientX: 40, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    expect(dialog).toHaveTextContent('80, 0 · 100 × 100');
  });
});

describe('ImageUpload: list', () => {
  const value = ['/1.png', '/2.png', '/3.png'];

  it('moves images left and right', async () => {
    const user = userEvent.setup();
    const { onChange } = setup({ value, limit: 5 });
    expect(screen.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 right' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move image 2 left' }));
    expect(onChange).toHaveBeenLastCalledWith(['/2.png', '/1.png', '/3.png']);
    await user.click(screen.getByRole('button', { name: 'Move image 2 right' }));
    expect(onChange).toHaveBeenLastCalledWith(['/1.png', '/3.png', '/2.png']);
  });

  it('removes an image; an emptied required slot says a cover is needed', async () => {
    const user = userEvent.setup();
    const { onChange } = setup({ value: ['/only.png'], required: true });
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a cover image');
  });

  it('enlarges an image in a dialog', async () => {
    const user = userEvent.setup();
    setup({ value, limit: 5 });
    await user.click(screen.getByRole('button', { name: 'Preview image 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Image 2' });
    expect(within(dialog).getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', '/2.png');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes dropped images', async () => {
    const { onChange } = setup();
    const zone = screen.getByRole('button', { name: 'Add image' });
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer: { files: [png('drop.png')] } });
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/img/drop.png']));
  });
});
