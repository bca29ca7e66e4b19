import { useLingui } from '@lingui/react';
import { CANNOT_BE_EMPTY_MESSAGE, translate } from '@wcm/console-core';
import { Dialog, Form, FormItem, RadioGroup, Textarea, useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import type { DomainRow } from './domain-types';

type Action = 'approve' | 'reject' | 'fail';

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
  const [action, setAction] = useState<Action>('approve');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog
      open={domain !== null}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._({
        id: 'pages.domain.review.title',
        message: 'Review {domain}',
        values: { domain: domain?.domainName ?? '' },
      })}
      onConfirm={async () => {
        if (!domain) return false;
        if (action !== 'approve' && reason.trim() === '') {
          setError(translate(i18n, CANNOT_BE_EMPTY_MESSAGE));
          return false;
        }
        const body = await wcm.call(
          wcm.api.PUT('/domain/custom/audit', {
            body: { domainId: domain.domainId, action, reason: reason.trim() },
          }),
        );
        wcm.presenter.message({ type: 'success', text: body.msg });
        onDone(body.data as DomainRow);
        return true;
      }}
    >
      <Form labelWidth={120}>
        <FormItem label={i18n._({ id: 'pages.domain.review.result', message: 'Result' })}>
          <RadioGroup<Action>
            options={[
              {
                value: 'approve',
                label: i18n._({ id: 'pages.domain.review.approve', message: 'Approve' }),
              },
              {
                value: 'reject',
                label: i18n._({ id: 'pages.domain.review.reject', message: 'Reject' }),
              },
              {
                value: 'fail',
                label: i18n._({ id: 'pages.domain.review.fail', message: 'Configuration failed' }),
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
          label={i18n._({ id: 'pages.domain.review.reason', message: 'Reason' })}
          required={action !== 'approve'}
          error={error}
        >
          <Textarea value={reason} onChange={setReason} rows={3} maxLength={500} />
        </FormItem>
      </Form>
    </Dialog>
  );
}
