import type { FetchResult } from '@wcm/console-core';
import { Dialog, FormItem, Textarea, useConsole } from '@wcm/console-ui';
import { useState, type ReactNode } from 'react';
import type { ResourcePageApi } from '../common/resource';

// What the business lists' own actions share: a change of rows that is confirmed and reloaded,
// and the dialog asking for the one text it sends (a refusal's reason, a reply).

/**
 * Sends a change of the page's rows (`wcm.call` shows a refusal), then says `done` and reloads
 * the list.
 */
export function useRowChange<Row>(page: ResourcePageApi<Row>) {
  const wcm = useConsole();
  return async <T, E>(request: Promise<FetchResult<T, E>>, done: string) => {
    await wcm.call(request);
    page.success(done);
    page.list.reload();
  };
}

/** A dialog asking for one text; confirmed, it hands the text to `onConfirm` and closes. */
export function TextDialog({
  title,
  description,
  label,
  initial = '',
  maxLength,
  rows,
  onConfirm,
  onClose,
}: {
  title: string;
  description?: ReactNode;
  /** Of the text field, also its accessible name. */
  label: string;
  initial?: string;
  maxLength: number;
  rows?: number;
  onConfirm: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      onConfirm={async () => {
        await onConfirm(text);
        onClose();
      }}
    >
      <FormItem label={label}>
        <Textarea
          aria-label={label}
          value={text}
          onChange={setText}
          maxLength={maxLength}
          rows={rows}
        />
      </FormItem>
    </Dialog>
  );
}
