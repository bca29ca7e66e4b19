import * as Dialog from '@radix-ui/react-dialog';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '../kit/button';
import { ConsolePortal } from '../root/console-portal';
import * as styles from './editor.css';
import { editorMessages } from './messages';

/** Props of {@link UrlDialog}. */
export interface UrlDialogProps {
  open: boolean;
  title: MessageDescriptor;
  label: MessageDescriptor;
  invalid: MessageDescriptor;
  /** Whether the typed address may be used. */
  accept: (url: string) => boolean;
  /** Called with the trimmed address; the dialog closes. */
  onSubmit: (url: string) => void;
  onClose: () => void;
  initialUrl?: string;
}

/** Asks for an address (links, videos) and refuses those `accept` rejects. */
export function UrlDialog(props: UrlDialogProps) {
  const { i18n } = useLingui();
  const [url, setUrl] = useState(props.initialUrl ?? '');
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!props.accept(value)) {
      setError(i18n._(props.invalid));
      return;
    }
    props.onSubmit(value);
  };

  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <ConsolePortal portal={Dialog.Portal}>
        <Dialog.Overlay className={styles.dialogOverlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{i18n._(props.title)}</Dialog.Title>
          <form onSubmit={submit} className={styles.dialogForm} noValidate>
            <label htmlFor={inputId}>{i18n._(props.label)}</label>
            <input
              id={inputId}
              className={styles.dialogInput}
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
            />
            {error && (
              <p id={errorId} role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div className={styles.dialogActions}>
              <Button onClick={props.onClose}>{i18n._(editorMessages.cancel)}</Button>
              <Button type="submit" variant="primary">
                {i18n._(editorMessages.insert)}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </ConsolePortal>
    </Dialog.Root>
  );
}
