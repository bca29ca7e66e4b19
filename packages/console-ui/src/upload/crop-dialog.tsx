import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import type { ImageSize } from '@wcm/console-core';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

import { Button } from '../kit/button';
import { ConsolePortal } from '../root/console-portal';
import {
  cropOutput,
  cropScale,
  initialCrop,
  keyStep,
  moveCrop,
  scaleCrop,
  toImagePixels,
  type CropRect,
} from './crop-math';
import type { SlotShape } from './image-rules';
import { uploadMessages as m } from './messages';
import * as styles from './upload.css';

/** Props of {@link CropDialog}. */
export interface CropDialogProps {
  /** Address of the image (an object URL the caller creates and revokes). */
  src: string;
  /** Decoded size of the image. */
  size: ImageSize;
  shape: SlotShape;
  /** Why the image needs cropping (the validator's message). */
  reason: string;
  /** "Crop and use": the whole-pixel source rectangle and output size. */
  onCrop: (source: CropRect, output: ImageSize) => void;
  /** "Cancel", Escape or a click outside. */
  onCancel: () => void;
  /** Largest displayed size of the image. @default 560 x 360 */
  maxDisplay?: ImageSize;
}

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Offers to crop an image that fails a ratio or size rule: a frame of the slot's ratio over the
 * image, moved by dragging or with the arrow keys (Shift for larger steps), sized with a slider.
 */
export function CropDialog(props: CropDialogProps) {
  const { src, size, shape, reason, onCrop, onCancel } = props;
  const { i18n } = useLingui();
  const [crop, setCrop] = useState<CropRect>(() => initialCrop(size, shape.ratio));
  const drag = useRef<{ x: number; y: number; crop: CropRect } | null>(null);
  const sliderId = useId();
  const positionId = useId();

  const max = props.maxDisplay ?? { width: 560, height: 360 };
  const scale = Math.min(1, max.width / size.width, max.height / size.height);
  const display = { width: size.width * scale, height: size.height * scale };

  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const dx = arrow[0] * keyStep(size, 'x', event.shiftKey);
    const dy = arrow[1] * keyStep(size, 'y', event.shiftKey);
    setCrop((c) => moveCrop(size, c, dx, dy));
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    const dx = toImagePixels(event.clientX - start.x, display.width, size.width);
    const dy = toImagePixels(event.clientY - start.y, display.height, size.height);
    setCrop(moveCrop(size, start.crop, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const percent = Math.round(cropScale(size, crop, shape.ratio) * 100);
  const { source, output } = cropOutput(size, crop, shape.aspect, shape.exact);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <ConsolePortal portal={Dialog.Portal}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} data-slot="crop-dialog">
          <Dialog.Title className={styles.dialogTitle}>{i18n._(m.cropTitle)}</Dialog.Title>
          <Dialog.Description className={styles.dialogText}>
            {reason} {i18n._(m.cropOffer)}
          </Dialog.Description>
          <div className={styles.cropStage} style={display}>
            {src && (
              <img
                src={src}
                alt=""
                width={display.width}
                height={display.height}
                className={styles.cropImage}
              />
            )}
            <div className={styles.cropClip}>
              <button
                type="button"
                aria-label={i18n._(m.cropArea)}
                aria-describedby={positionId}
                className={styles.cropFrame}
                data-testid="crop-frame"
                style={{
                  left: crop.x * scale,
                  top: crop.y * scale,
                  width: crop.width * scale,
                  height: crop.height * scale,
                }}
                onKeyDown={onKeyDown}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              />
            </div>
          </div>
          <p id={positionId} className={styles.hint} aria-live="polite">
            {`${source.x}, ${source.y} · ${source.width} × ${source.height} → ${output.width} × ${output.height}`}
          </p>
          <div className={styles.slider}>
            <label htmlFor={sliderId}>{i18n._(m.cropSize)}</label>
            <input
              id={sliderId}
              type="range"
              min={10}
              max={100}
              value={percent}
              onChange={(e) =>
                setCrop((c) => scaleCrop(size, c, shape.ratio, Number(e.target.value) / 100))
              }
            />
          </div>
          <div className={styles.dialogActions}>
            <Button onClick={onCancel}>{i18n._(m.cancel)}</Button>
            <Button variant="primary" onClick={() => onCrop(source, output)}>
              {i18n._(m.cropUse)}
            </Button>
          </div>
        </Dialog.Content>
      </ConsolePortal>
    </Dialog.Root>
  );
}
