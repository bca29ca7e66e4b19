import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { ReviewDialog } from '../../common/review/review-dialog';
import type { DomainRow } from './domain-types';
import { T } from './domain-texts';

/** Approve, reject or mark as configuration failed a domain under review; refusals need a reason. */
export function AuditDomainDialog({
  domain,
  onClose,
  onDone,
}: {
  domain: DomainRow | null;
  onClose: () => void;
  onDone: (updated: DomainRow) => void;
}) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  return (
    <ReviewDialog<'approve' | 'reject' | 'fail'>
      open={domain !== null}
      onClose={onClose}
      title={i18n._({
        id: 'pages.domain.review.title',
        message: 'Review {domain}',
        values: { domain: domain?.domainName ?? '' },
      })}
      labelWidth={120}
      resultLabel={i18n._({ id: 'pages.domain.review.result', message: 'Result' })}
      reasonLabel={i18n._(T.reason)}
      actions={[
        {
          value: 'approve',
          label: i18n._({ id: 'pages.domain.review.approve', message: 'Approve' }),
        },
        { value: 'reject', label: i18n._({ id: 'pages.domain.review.reject', message: 'Reject' }) },
        {
          value: 'fail',
          label: i18n._({ id: 'pages.domain.review.fail', message: 'Configuration failed' }),
        },
      ]}
      onReview={async (action, reason) => {
        if (!domain) return false;
        const body = await wcm.call(
          wcm.api.PUT('/domain/custom/audit', {
            body: { domainId: domain.domainId, action, reason: reason.trim() },
          }),
        );
        wcm.presenter.message({ type: 'success', text: body.msg });
        onDone(body.data as DomainRow);
        return true;
      }}
    />
  );
}
