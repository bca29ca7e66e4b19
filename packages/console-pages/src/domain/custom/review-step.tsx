import { useLingui } from '@lingui/react';
import { Button, Can, Descriptions, useDateTimeFormat } from '@wcm/console-ui';
import * as css from '../shared/domain.css';
import type { DomainRow } from '../shared/domain-types';
import { StatusTag } from '../shared/status-tag';
import type { DomainWizard } from './use-domain-wizard';
import { NextButton, StepCard } from './wizard-parts';
import { T } from '../shared/domain-texts';

/** Step 4: the submission's outcome; a failure leads back to the DNS step. */
export function OutcomeStep({
  label,
  w,
  outcome,
}: {
  label: string;
  w: DomainWizard;
  outcome: { ok: boolean; text: string };
}) {
  const { i18n } = useLingui();
  return (
    <StepCard
      label={label}
      actions={
        outcome.ok ? (
          <NextButton onClick={() => w.setStep(4)} />
        ) : (
          <Button variant="primary" onClick={() => w.setStep(1)}>
            {i18n._({ id: 'pages.domain.wizard.back', message: 'Back to DNS verification' })}
          </Button>
        )
      }
    >
      <p className={outcome.ok ? css.success : css.error} role="status" data-testid="outcome">
        {outcome.text}
      </p>
    </StepCard>
  );
}

/** Step 5: the review of the application, with Review (reviewers) and Apply again when done. */
export function ReviewStep({
  label,
  w,
  row,
  onAudit,
}: {
  label: string;
  w: DomainWizard;
  row: DomainRow;
  onAudit: () => void;
}) {
  const { i18n } = useLingui();
  const format = useDateTimeFormat();
  const done = row.auditStatus === '2' || row.auditStatus === '3' || row.auditStatus === '4';
  return (
    <StepCard
      label={label}
      actions={
        <>
          {row.auditStatus === '1' && (
            <Can permissions={['domain:custom:audit']}>
              <Button variant="primary" onClick={onAudit}>
                {i18n._({ id: 'pages.domain.review.action', message: 'Review' })}
              </Button>
            </Can>
          )}
          {done && (
            <Can permissions={['domain:custom:add']}>
              <Button variant="primary" onClick={w.reapply}>
                {i18n._({ id: 'pages.domain.review.reapply', message: 'Apply again' })}
              </Button>
            </Can>
          )}
        </>
      }
    >
      <Descriptions
        columns={2}
        bordered
        items={[
          {
            label: i18n._(T.name),
            value: row.domainName,
          },
          {
            label: i18n._(T.auditStatus),
            value: <StatusTag dict="audit" value={row.auditStatus} testId="audit-status" />,
          },
          {
            label: i18n._(T.submitTime),
            value: format.dateTime(row.submitTime),
          },
          {
            label: i18n._(T.auditTime),
            value: format.dateTime(row.auditTime),
          },
        ]}
      />
      <p className={row.auditStatus === '3' || row.auditStatus === '4' ? css.error : css.planText}>
        {row.auditStatus === '1'
          ? i18n._({
              id: 'pages.domain.review.pending',
              message: 'Under review: the review takes 1 to 5 working days.',
            })
          : row.auditStatus === '2'
            ? i18n._({
                id: 'pages.domain.review.approved',
                message: 'Approved: the service is live.',
              })
            : i18n._({
                id: 'pages.domain.review.refused',
                message: 'Rejected or configuration failed: {reason}. You can apply again.',
                values: { reason: row.auditReason || '-' },
              })}
      </p>
    </StepCard>
  );
}
