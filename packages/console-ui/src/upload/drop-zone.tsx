import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';

import * as styles from './upload.css';

/** Props of {@link DropZone}. */
export interface DropZoneProps {
  /** Receives picked or dropped files. */
  onFiles: (files: File[]) => void;
  /** `accept` of the file input, e.g. '.pdf,.doc'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Accessible name of the zone (a button). */
  label: string;
  /** Id of a hint describing the zone. */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Drop target that also opens the file picker on click, Enter or Space; a button to assistive
 * technology, with a hidden file input behind it.
 */
export function DropZone(props: DropZoneProps) {
  const { onFiles, accept, multiple, disabled, label, describedBy, className, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const inputId = useId();

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        className={[styles.dropZone, className].filter(Boolean).join(' ')}
        data-over={over || undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        {children}
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        data-testid="upload-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
