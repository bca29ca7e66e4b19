import { useLingui } from '@lingui/react';
import { CANNOT_BE_EMPTY_MESSAGE, translate } from '@wcm/console-core';
import { Dialog, Form, FormItem, RadioGroup, Textarea } from '@wcm/console-ui';
import { useState } from 'react';

/** Props of {@link AuditDialog}. */
export interface AuditDialogProps {
  /** Products under review; the dialog is open while set. */
  ids: number[] | undefined;
  onClose: () => void;
  /** Resolves false to keep the dialog open (nothing typed is lost). */
  onAudit: (action: 'approve' | 'reject', reason: string) => Promise<boolean>;
}

/** Approve or reject products; rejecting needs a reason. Give it a `key` per opening to start blank. */
export function AuditDialog({ ids, onClose, onAudit }: AuditDialogProps) {
  const { i18n } = useLingui();
  const [action, setAction] = useState<'approve' | 'reject'>('approve');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog
      open={ids !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._({ id: 'pages.products.audit.title', message: 'Review products' })}
      description={i18n._({
        id: 'pages.products.audit.count',
        message: '{count} product(s) selected',
        values: { count: ids?.length ?? 0 },
      })}
      onConfirm={async () => {
        if (action === 'reject' && reason.trim() === '') {
          setError(translate(i18n, CANNOT_BE_EMPTY_MESSAGE));
          return false;
        }
        return onAudit(action, reason);
      }}
    >
      <Form labelWidth={110}>
        <FormItem label={i18n._({ id: 'pages.products.audit.result', message: 'Result' })}>
          <RadioGroup<'approve' | 'reject'>
            options={[
              {
                value: 'approve',
                label: i18n._({ id: 'pages.products.audit.approve', message: 'Approve' }),
              },
              {
                value: 'reject',
                label: i18n._({ id: 'pages.products.audit.reject', message: 'Reject' }),
              },
            ]}
            value={action}
            onChange={(v) => {
              setAction(v);
              setError(undefined);
            }}
          />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.products.audit.reason', message: 'Reason' })}
          required={action === 'reject'}
          error={error}
        >
          <Textarea
            value={reason}
            onChange={(v) => {
              setReason(v);
              if (v.trim()) setError(undefined);
            }}
            rows={3}
            maxLength={500}
          />
        </FormItem>
      </Form>
    </Dialog>
  );
}
