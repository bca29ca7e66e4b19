import { Dialog, Form } from '@wcm/console-ui';
import type { ReactNode } from 'react';

/** Props of {@link OrgFormDialog}. */
export interface OrgFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing an existing record (false: adding); picks the title and what `onSaved` hears. */
  isEdit: boolean;
  /** Translated titles. */
  titles: { add: string; edit: string };
  width: number;
  labelWidth: number;
  /** The form's class (a two-column grid). */
  className?: string;
  /** Validates and sends; resolves true after success (the dialog closes). */
  save: () => Promise<boolean>;
  /** After a successful save, with whether a record was added. */
  onSaved: (added: boolean) => void;
  children: ReactNode;
}

/** The add/edit dialog frame of the user and role forms. */
export function OrgFormDialog(props: OrgFormDialogProps) {
  const { isEdit } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      width={props.width}
      title={isEdit ? props.titles.edit : props.titles.add}
      onConfirm={async () => {
        const ok = await props.save();
        if (ok) props.onSaved(!isEdit);
        return ok;
      }}
    >
      <Form
        labelWidth={props.labelWidth}
        {...(props.className ? { className: props.className } : {})}
      >
        {props.children}
      </Form>
    </Dialog>
  );
}
