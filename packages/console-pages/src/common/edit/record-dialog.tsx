import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { RecordFormDialog } from '../list-page/record-form-dialog';
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
  /** The dialog's controller ({@link useRecordForm} or a hook built on it). */
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
 * A hand-written add/edit dialog wired to its controller: {@link RecordFormDialog} with the
 * page's open/close props, the controller's edit/loading/save state and the translated titles.
 */
export function RecordDialog({ frame, record, titles, ...form }: RecordDialogProps) {
  const { i18n } = useLingui();
  const { isEdit, loading, save } = record;
  const translated = { add: i18n._(titles.add), edit: i18n._(titles.edit) };
  return (
    <RecordFormDialog
      {...frame}
      {...form}
      titles={translated}
      isEdit={isEdit}
      loading={loading}
      save={save}
    />
  );
}
