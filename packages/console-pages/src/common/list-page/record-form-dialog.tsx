import { Dialog, Form } from '@wcm/console-ui';
import type { ReactNode } from 'react';

/** Props of {@link RecordFormDialog}. */
export interface RecordFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Editing an existing record (false: adding); picks the title and what `onSaved` hears. */
  isEdit: boolean;
  /** Translated titles. */
  titles: { add: string; edit: string };
  width: number;
  labelWidth: number;
  /** The form's class (a two-column grid). */
  className?: string;
  /**
   * The record is still loading: the form stays disabled so nothing typed is overwritten
   * (given, the form's controls sit in a fieldset).
   */
  loading?: boolean;
  /** Validates and sends; resolves true after success (the dialog closes). */
  save: () => Promise<boolean>;
  /** After a successful save, with whether a record was added. */
  onSaved?: (added: boolean) => void;
  children: ReactNode;
}

/**
 * The frame of a hand-written add/edit dialog (users, roles, departments, menus, jobs): the
 * add or edit title, the form, and OK saving then closing.
 */
export function RecordFormDialog(props: RecordFormDialogProps) {
  const { isEdit, onClose } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && onClose()}
      width={props.width}
      title={isEdit ? props.titles.edit : props.titles.add}
      onConfirm={async () => {
        const ok = await props.save();
        if (ok) props.onSaved?.(!isEdit);
        return ok;
      }}
    >
      <Form
        labelWidth={props.labelWidth}
        {...(props.className ? { className: props.className } : {})}
        {...(props.loading !== undefined ? { disabled: props.loading } : {})}
      >
        {props.children}
      </Form>
    </Dialog>
  );
}
