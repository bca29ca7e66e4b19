import { useLingui } from '@lingui/react';
import { CANNOT_BE_EMPTY_MESSAGE, translate } from '@wcm/console-core';
import { Dialog, Form, FormItem, RadioGroup, Textarea } from '@wcm/console-ui';
import { useState } from 'react';

/** One result of a review, as the radio button shows it. */
export interface ReviewAction<A extends string> {
  value: A;
  label: string;
}

/** Props of {@link ReviewDialog}. */
export interface ReviewDialogProps<A extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  labelWidth: number;
  /** Labels of the result choice and of the reason box. */
  resultLabel: string;
  reasonLabel: string;
  /** The results to choose from; the first (chosen at opening) is the one that needs no reason. */
  actions: [ReviewAction<A>, ...ReviewAction<A>[]];
  /** Typing a reason clears the "cannot be empty" error at once. */
  clearErrorOnInput?: boolean;
  /** Called with the result and the reason as typed; resolves false to keep the dialog open. */
  onReview: (action: A, reason: string) => Promise<boolean>;
}

/**
 * A review: pick a result and give a reason, which every result but the first requires.
 * Give it a `key` per opening to start blank.
 */
export function ReviewDialog<A extends string>({
  open,
  onClose,
  title,
  description,
  labelWidth,
  resultLabel,
  reasonLabel,
  actions,
  clearErrorOnInput = false,
  onReview,
}: ReviewDialogProps<A>) {
  const { i18n } = useLingui();
  const approve = actions[0].value;
  const [action, setAction] = useState<A>(approve);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog
      open={open}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      onConfirm={async () => {
        if (action !== approve && reason.trim() === '') {
          setError(translate(i18n, CANNOT_BE_EMPTY_MESSAGE));
          return false;
        }
        return onReview(action, reason);
      }}
    >
      <Form labelWidth={labelWidth}>
        <FormItem label={resultLabel}>
          <RadioGroup<A>
            options={actions}
            value={action}
            onChange={(v) => {
              setAction(v);
              setError(undefined);
            }}
          />
        </FormItem>
        <FormItem label={reasonLabel} required={action !== approve} error={error}>
          <Textarea
            value={reason}
            onChange={(v) => {
              setReason(v);
              if (clearErrorOnInput && v.trim()) setError(undefined);
            }}
            rows={3}
            maxLength={500}
          />
        </FormItem>
      </Form>
    </Dialog>
  );
}
