import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  Descriptions,
  Dialog,
  Form,
  FormItem,
  Input,
  PageHeading,
  Textarea,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { CANNOT_BE_EMPTY_MESSAGE, translate } from '@wcm/console-core';
import { type ComponentType, useEffect, useState } from 'react';
import * as css from '../shared/domain.css';
import { StatusTag } from '../shared/status-tag';
import type { DeployApplyBody, DeployPlan, DeployState } from '../shared/domain-types';

const PATHS = {
  basic: '/domain/deploy/basic',
  standard: '/domain/deploy/standard',
  advanced: '/domain/deploy/advanced',
} as const;

/** The application form: every field of the body, blank when not filled in. */
type Values = Required<DeployApplyBody>;
const EMPTY: Values = {
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  domainName: '',
  filingNumber: '',
  remark: '',
};

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [auditing, setAuditing] = useState<'approve' | 'reject'>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  useEffect(() => {
    let live = true;
    wcm
      .call(wcm.api.GET(PATHS[plan]))
      .then((body) => live && setState(body.data as DeployState))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wcm, plan]);

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const empty = translate(i18n, CANNOT_BE_EMPTY_MESSAGE);
  const apply = async () => {
    const next: Partial<Record<keyof Values, string>> = {};
    if (!values.contactName.trim()) next.contactName = empty;
    if (!values.contactPhone.trim()) next.contactPhone = empty;
    if (plan === 'standard' && !values.filingNumber.trim()) next.filingNumber = empty;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = await wcm.call(wcm.api.POST(PATHS[plan], { body: values }));
    setState(body.data as DeployState);
    setValues(EMPTY);
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.domain.deploy.submitted', message: 'Application submitted' }),
    });
  };

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
                label: i18n._({ id: 'pages.domain.auditTime', message: 'Reviewed' }),
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
        <Can permissions={[`domain:deploy:${plan}`]}>
          <section className={css.card}>
            <h2 className={css.sectionTitle}>
              {state.status === '3'
                ? i18n._({
                    id: 'pages.domain.deploy.resubmit',
                    message: 'Resubmit the application',
                  })
                : i18n._({ id: 'pages.domain.deploy.apply', message: 'Apply' })}
            </h2>
            <Form labelWidth={140}>
              <FormItem
                label={i18n._({ id: 'pages.domain.deploy.contactName', message: 'Contact name' })}
                required
                error={errors.contactName}
              >
                <Input value={values.contactName} onChange={set('contactName')} maxLength={50} />
              </FormItem>
              <FormItem
                label={i18n._({ id: 'pages.domain.deploy.contactPhone', message: 'Contact phone' })}
                required
                error={errors.contactPhone}
              >
                <Input value={values.contactPhone} onChange={set('contactPhone')} maxLength={30} />
              </FormItem>
              <FormItem
                label={i18n._({ id: 'pages.domain.deploy.contactEmail', message: 'Contact email' })}
              >
                <Input
                  type="email"
                  value={values.contactEmail}
                  onChange={set('contactEmail')}
                  maxLength={100}
                />
              </FormItem>
              {plan !== 'basic' && (
                <FormItem label={i18n._({ id: 'pages.domain.name', message: 'Domain name' })}>
                  <Input value={values.domainName} onChange={set('domainName')} maxLength={253} />
                </FormItem>
              )}
              {plan === 'standard' && (
                <FormItem
                  label={i18n._({ id: 'pages.domain.deploy.filing', message: 'Filing number' })}
                  required
                  error={errors.filingNumber}
                >
                  <Input
                    value={values.filingNumber}
                    onChange={set('filingNumber')}
                    maxLength={64}
                  />
                </FormItem>
              )}
              <FormItem label={i18n._({ id: 'pages.domain.deploy.remark', message: 'Remark' })}>
                <Textarea value={values.remark} onChange={set('remark')} rows={3} maxLength={500} />
              </FormItem>
            </Form>
            <div className={css.actions}>
              <Button variant="primary" onClick={() => void apply().catch(() => undefined)}>
                {i18n._({ id: 'pages.domain.deploy.submit', message: 'Submit application' })}
              </Button>
            </div>
          </section>
        </Can>
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
            <FormItem
              label={i18n._({ id: 'pages.domain.review.reason', message: 'Reason' })}
              required
              error={reasonError}
            >
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
