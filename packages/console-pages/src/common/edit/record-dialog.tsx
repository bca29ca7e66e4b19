import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Dialog, Form } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { RecordForm } from '../list-page/use-record-form';

/** The open/close props a page hands to its add/edit dialog. */
export interface DialogFrame {
  open: boolean;
  onClose: () => void;
  /** After a successful save, with whether a record was added. */
  onSaved?: (added: boolean) => void;
}

/** Props of {@link RecordDialog}. */
export interface RecordDialogProps {
  /** Open, close and saved, as the page gave them to the dialog. */
  frame: DialogFrame;
  /**
   * The dialog's controller ({@link useRecordForm} or a hook built on it): editing or adding
   * (picks the title and what `onSaved` hears), still loading the record (the form stays
   * disabled so nothing typed is overwritten), and save (validates and sends; true on success).
   */
  record: Pick<RecordForm<unknown>, 'isEdit' | 'loading' | 'save'>;
  /** The add and edit titles, translated here. */
  titles: { add: MessageDescriptor; edit: MessageDescriptor };
  width: number;
  labelWidth: number;
  /** The form's class (a two-column grid). */
  className?: string;
  children: ReactNode;
}

/**
 * A hand-written add/edit dialog (users, roles, departments, menus, jobs): the add or edit
 * title, the form, and OK saving then closing.
 */
export function RecordDialog({ frame, record, titles, ...form }: RecordDialogProps) {
  const { i18n } = useLingui();
  const { isEdit, loading, save } = record;
  return (
    <Dialog
      open={frame.open}
      onOpenChange={(open) => !open && frame.onClose()}
      width={form.width}
      title={i18n._(isEdit ? titles.edit : titles.add)}
      onConfirm={async () => {
        const ok = await save();
        if (ok) frame.onSaved?.(!isEdit);
        return ok;
      }}
    >
      <Form
        labelWidth={form.labelWidth}
        {...(form.className ? { className: form.className } : {})}
        disabled={loading}
      >
        {form.children}
      </Form>
    </Dialog>
  );
}
