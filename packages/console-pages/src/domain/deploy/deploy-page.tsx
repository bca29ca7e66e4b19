import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  Descriptions,
  Dialog,
  Form,
  FormItem,
  PageHeading,
  Textarea,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { CANNOT_BE_EMPTY_MESSAGE, translate } from '@wcm/console-core';
import { type ComponentType, useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import * as css from '../shared/domain.css';
import { StatusTag } from '../shared/status-tag';
import { DEPLOY_PATHS, type DeployPlan, type DeployState } from '../shared/domain-types';
import { ApplyForm } from './apply-form';
import { T } from '../shared/domain-texts';

function usePlanTexts(plan: DeployPlan) {
  const { i18n } = useLingui();
  switch (plan) {
    case 'basic':
      return {
        name: i18n._({ id: 'pages.domain.deploy.basic', message: 'Basic plan' }),
        text: i18n._({
          id: 'pages.domain.deploy.basicText',
          message: 'Your independent site on the platform sub-domain; no filing needed.',
        }),
      };
    case 'standard':
      return {
        name: i18n._({ id: 'pages.domain.deploy.standard', message: 'Standard plan' }),
        text: i18n._({
          id: 'pages.domain.deploy.standardText',
          message: 'Your independent site on your own domain; a filing (ICP) number is required.',
        }),
      };
    default:
      return {
        name: i18n._({ id: 'pages.domain.deploy.advanced', message: 'Advanced plan' }),
        text: i18n._({
          id: 'pages.domain.deploy.advancedText',
          message:
            'Dedicated resources, static pages and 24/7 support. Requires the basic plan to be activated. After approval you receive the global sales qualification, enhanced operating permissions and a special badge.',
        }),
      };
  }
}

/** One deployment plan: its texts, state, the application form and the audit. */
function DeployPage({ plan }: { plan: DeployPlan }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const format = useDateTimeFormat();
  const texts = usePlanTexts(plan);
  const [state, setState] = useState<DeployState>();
  const [auditing, setAuditing] = useState<'approve' | 'reject'>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  useLoading(
    (wcm) => wcm.call(wcm.api.GET(DEPLOY_PATHS[plan])).then((body) => body.data as DeployState),
    setState,
    plan,
  );

  const empty = translate(i18n, CANNOT_BE_EMPTY_MESSAGE);

  const application = state?.application ?? null;
  const blocked = plan === 'advanced' && state !== undefined && !state.basicActive;
  const canApply = state !== undefined && (state.status === '0' || state.status === '3');
  return (
    <div className={css.page}>
      <PageHeading />
      <section className={css.card}>
        <h2 className={css.sectionTitle}>{texts.name}</h2>
        <p className={css.planText}>{texts.text}</p>
        {state && (
          <Descriptions
            columns={2}
            bordered
            items={[
              {
                label: i18n._({ id: 'pages.domain.deploy.status', message: 'Deployment status' }),
                value: <StatusTag dict="deploy" value={state.status} testId="deploy-status" />,
              },
              {
                label: i18n._({ id: 'pages.domain.deploy.contact', message: 'Contact' }),
                value: application ? `${application.contactName} ${application.contactPhone}` : '-',
              },
              {
                label: i18n._({ id: 'pages.domain.deploy.appliedAt', message: 'Applied' }),
                value: format.dateTime(application?.createTime),
              },
              {
                label: i18n._(T.auditTime),
                value: format.dateTime(application?.auditTime),
              },
              ...(state.status === '3'
                ? [
                    {
                      label: i18n._({
                        id: 'pages.domain.deploy.rejectReason',
                        message: 'Reject reason',
                      }),
                      value: application?.rejectReason ?? '',
                      span: 2,
                    },
                  ]
                : []),
            ]}
          />
        )}
        {state?.status === '1' && (
          <Can permissions={['domain:deploy:audit']}>
            <div className={css.actions}>
              <Button variant="primary" onClick={() => setAuditing('approve')}>
                {i18n._({ id: 'pages.domain.review.approve', message: 'Approve' })}
              </Button>
              <Button onClick={() => setAuditing('reject')}>
                {i18n._({ id: 'pages.domain.review.reject', message: 'Reject' })}
              </Button>
            </div>
          </Can>
        )}
      </section>
      {blocked && (
        <p className={css.error} role="alert">
          {i18n._({
            id: 'pages.domain.deploy.basicRequired',
            message: 'The advanced plan requires the basic plan to be activated first',
          })}
        </p>
      )}
      {canApply && !blocked && (
        <ApplyForm plan={plan} resubmit={state.status === '3'} onApplied={setState} />
      )}
      <Dialog
        open={auditing !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setAuditing(undefined);
            setReason('');
            setReasonError(undefined);
          }
        }}
        title={
          auditing === 'reject'
            ? i18n._({ id: 'pages.domain.deploy.rejectTitle', message: 'Reject the application' })
            : i18n._({ id: 'pages.domain.deploy.approveTitle', message: 'Approve and deploy' })
        }
        onConfirm={async () => {
          if (!application || !auditing) return false;
          if (auditing === 'reject' && !reason.trim()) {
            setReasonError(empty);
            return false;
          }
          const body = await wcm.call(
            wcm.api.PUT('/domain/deploy/audit', {
              body: { applyId: application.applyId, action: auditing, reason: reason.trim() },
            }),
          );
          setState(body.data as DeployState);
          setReason('');
          setAuditing(undefined);
          return true;
        }}
      >
        {auditing === 'reject' ? (
          <Form labelWidth={100}>
            <FormItem label={i18n._(T.reason)} required error={reasonError}>
              <Textarea value={reason} onChange={setReason} rows={3} maxLength={500} />
            </FormItem>
          </Form>
        ) : (
          <p className={css.planText}>
            {i18n._({
              id: 'pages.domain.deploy.approveText',
              message: 'Approve this application and mark the plan as deployed?',
            })}
          </p>
        )}
      </Dialog>
    </div>
  );
}

const pageOf = (plan: DeployPlan): ComponentType => {
  const Page = () => <DeployPage plan={plan} />;
  Page.displayName = `DeployPage(${plan})`;
  return Page;
};
export const BasicDeployPage = pageOf('basic');
export const StandardDeployPage = pageOf('standard');
export const AdvancedDeployPage = pageOf('advanced');
