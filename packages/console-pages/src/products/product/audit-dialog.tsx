import { useLingui } from '@lingui/react';
import { ReviewDialog } from '../../common/review/review-dialog';

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
  return (
    <ReviewDialog<'approve' | 'reject'>
      open={ids !== undefined}
      onClose={onClose}
      title={i18n._({ id: 'pages.products.audit.title', message: 'Review products' })}
      description={i18n._({
        id: 'pages.products.audit.count',
        message: '{count} product(s) selected',
        values: { count: ids?.length ?? 0 },
      })}
      labelWidth={110}
      resultLabel={i18n._({ id: 'pages.products.audit.result', message: 'Result' })}
      reasonLabel={i18n._({ id: 'pages.products.audit.reason', message: 'Reason' })}
      actions={[
        {
          value: 'approve',
          label: i18n._({ id: 'pages.products.audit.approve', message: 'Approve' }),
        },
        {
          value: 'reject',
          label: i18n._({ id: 'pages.products.audit.reject', message: 'Reject' }),
        },
      ]}
      clearErrorOnInput
      onReview={onAudit}
    />
  );
}
