import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Button, Can, Form, FormItem, Input, Textarea, useConsole } from '@wcm/console-ui';
import { CANNOT_BE_EMPTY_MESSAGE, translate } from '@wcm/console-core';
import { useState } from 'react';
import * as css from '../shared/domain.css';
import {
  DEPLOY_PATHS,
  type DeployApplyBody,
  type DeployPlan,
  type DeployState,
} from '../shared/domain-types';
import { T } from '../shared/domain-texts';

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

/** One box of the form: the plans that ask for it (all by default) and whether it must be filled. */
interface ApplyField {
  key: keyof Values;
  label: MessageDescriptor;
  maxLength: number;
  plans?: readonly DeployPlan[];
  required?: true;
  type?: 'email';
}

/** The boxes in form order; the remark, last, is a text area. */
const FIELDS: readonly ApplyField[] = [
  {
    key: 'contactName',
    label: /*i18n*/ { id: 'pages.domain.deploy.contactName', message: 'Contact name' },
    maxLength: 50,
    required: true,
  },
  {
    key: 'contactPhone',
    label: /*i18n*/ { id: 'pages.domain.deploy.contactPhone', message: 'Contact phone' },
    maxLength: 30,
    required: true,
  },
  {
    key: 'contactEmail',
    label: /*i18n*/ { id: 'pages.domain.deploy.contactEmail', message: 'Contact email' },
    maxLength: 100,
    type: 'email',
  },
  {
    key: 'domainName',
    label: T.name,
    maxLength: 253,
    plans: ['standard', 'advanced'],
  },
  {
    key: 'filingNumber',
    label: /*i18n*/ { id: 'pages.domain.deploy.filing', message: 'Filing number' },
    maxLength: 64,
    plans: ['standard'],
    required: true,
  },
  {
    key: 'remark',
    label: /*i18n*/ { id: 'pages.domain.deploy.remark', message: 'Remark' },
    maxLength: 500,
  },
];

/**
 * The application for a plan (or its resubmission after a rejection): the boxes the plan asks
 * for, the empty required ones refused; `onApplied` gets the state the server answers.
 */
export function ApplyForm({
  plan,
  resubmit,
  onApplied,
}: {
  plan: DeployPlan;
  resubmit: boolean;
  onApplied: (state: DeployState) => void;
}) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const fields = FIELDS.filter((field) => !field.plans || field.plans.includes(plan));

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const apply = async () => {
    const empty = translate(i18n, CANNOT_BE_EMPTY_MESSAGE);
    const next: Partial<Record<keyof Values, string>> = {};
    for (const field of fields)
      if (field.required && !values[field.key].trim()) next[field.key] = empty;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = await wcm.call(wcm.api.POST(DEPLOY_PATHS[plan], { body: values }));
    onApplied(body.data as DeployState);
    setValues(EMPTY);
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.domain.deploy.submitted', message: 'Application submitted' }),
    });
  };

  return (
    <Can permissions={[`domain:deploy:${plan}`]}>
      <section className={css.card}>
        <h2 className={css.sectionTitle}>
          {resubmit
            ? i18n._({
                id: 'pages.domain.deploy.resubmit',
                message: 'Resubmit the application',
              })
            : i18n._({ id: 'pages.domain.deploy.apply', message: 'Apply' })}
        </h2>
        <Form labelWidth={140}>
          {fields.map((field) => (
            <FormItem
              key={field.key}
              label={i18n._(field.label)}
              required={field.required}
              error={errors[field.key]}
            >
              {field.key === 'remark' ? (
                <Textarea
                  value={values.remark}
                  onChange={set('remark')}
                  rows={3}
                  maxLength={field.maxLength}
                />
              ) : (
                <Input
                  type={field.type}
                  value={values[field.key]}
                  onChange={set(field.key)}
                  maxLength={field.maxLength}
                />
              )}
            </FormItem>
          ))}
        </Form>
        <div className={css.actions}>
          <Button variant="primary" onClick={() => void apply().catch(() => undefined)}>
            {i18n._({ id: 'pages.domain.deploy.submit', message: 'Submit application' })}
          </Button>
        </div>
      </section>
    </Can>
  );
}
