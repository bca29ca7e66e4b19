import { useLingui } from '@lingui/react';
import { FormItem, Input, RadioGroup, Select, Textarea, useConsole } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import { useDictOptions } from '../../common/dict';
import { requiredRule } from '../shared/rules';
import * as sys from '../../common/list-page/page.css';
import { blankToNull, putBody } from '../../common/wire';
import { useRecordForm } from '../../common/list-page/use-record-form';
import { useResourceNotices } from '../../common/resource';
import type { JobHandler } from '../shared/monitor-types';
import * as css from '../shared/monitor.css';
import { CronBuilder } from './cron-builder';
import { DEFAULT_CRON } from './cron';
import { joinInvokeTarget, splitInvokeTarget } from './invoke-target';
import { useCronNext } from './use-cron-next';
import { RecordDialog } from '../../common/edit/record-dialog';
import { valuesFrom } from '../../common/edit/record-values';
import * as jobLabels from './job-labels';

/** Values of the job form. */
export interface JobValues {
  jobName: string;
  jobGroup: string;
  handler: string;
  args: string;
  cronExpression: string;
  misfirePolicy: '0' | '1' | '2' | '3';
  concurrent: '0' | '1';
  status: '0' | '1';
  remark: string;
}

const EMPTY: JobValues = {
  jobName: '',
  jobGroup: 'DEFAULT',
  handler: '',
  args: '',
  cronExpression: DEFAULT_CRON,
  misfirePolicy: '1',
  concurrent: '1',
  status: '0',
  remark: '',
};

const TITLES = {
  add: /*i18n*/ { id: 'pages.monitor.job.add', message: 'Add job' },
  edit: /*i18n*/ { id: 'pages.monitor.job.edit', message: 'Edit job' },
};

/** Props of {@link JobDialog}. */
export interface JobDialogProps {
  open: boolean;
  jobId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** The handlers of the server's fixed registry (the only invoke targets a job may name). */
export function useJobHandlers(enabled: boolean): JobHandler[] {
  const [handlers, setHandlers] = useState<JobHandler[]>([]);
  useLoading(
    enabled
      ? (wcm) => wcm.call(wcm.api.GET('/monitor/job/handlers')).then((body) => body.data)
      : null,
    setHandlers,
  );
  return handlers;
}

/** Add/edit job dialog: name, group, handler and arguments, cron builder with next runs, policies. */
export function JobDialog(props: JobDialogProps) {
  const { open, jobId } = props;
  const wcm = useConsole();
  const { i18n } = useLingui();
  const groups = useDictOptions('sys_job_group');
  const statuses = useDictOptions('sys_job_status');
  const handlers = useJobHandlers(open);
  const labels = {
    name: i18n._(jobLabels.jobName),
    group: i18n._(jobLabels.jobGroup),
    handler: i18n._({ id: 'pages.monitor.job.handler', message: 'Handler' }),
    args: i18n._({ id: 'pages.monitor.job.args', message: 'Arguments' }),
    cron: i18n._(jobLabels.cron),
  };
  const rules = useMemo(
    () => ({
      jobName: requiredRule(i18n, labels.name),
      handler: requiredRule(i18n, labels.handler),
      cronExpression: requiredRule(i18n, labels.cron),
    }),
    [i18n, labels.name, labels.handler, labels.cron],
  );
  const notices = useResourceNotices();
  const record = useRecordForm<JobValues, number>(
    {
      open,
      id: jobId,
      empty: EMPTY,
      rules,
      load: async (id) => {
        const body = await wcm.call(
          wcm.api.GET('/monitor/job/{jobId}', { params: { path: { jobId: id } } }),
        );
        const row = body.data;
        if (!row) return EMPTY;
        return { ...valuesFrom(EMPTY, row), ...splitInvokeTarget(row.invokeTarget) };
      },
      submit: async (v, edit) => {
        const body = {
          jobName: v.jobName.trim(),
          jobGroup: v.jobGroup as 'DEFAULT' | 'SYSTEM',
          invokeTarget: joinInvokeTarget({ handler: v.handler, args: v.args }),
          cronExpression: v.cronExpression.trim(),
          misfirePolicy: v.misfirePolicy,
          concurrent: v.concurrent,
          status: v.status,
          remark: blankToNull(v.remark),
        };
        if (edit && jobId !== undefined) {
          await wcm.call(wcm.api.PUT('/monitor/job', { body: putBody({ ...body, jobId }) }));
        } else {
          await wcm.call(wcm.api.POST('/monitor/job', { body }));
        }
      },
    },
    notices,
  );
  const { form } = record;
  const { values, errors, bind } = form;
  const next = useCronNext(values.cronExpression, open);
  const handler = handlers.find((h) => h.key === values.handler);
  const handlerOptions = handlers.map((h) => ({ value: h.key, label: `${h.label} (${h.key})` }));
  if (values.handler !== '' && !handler)
    handlerOptions.push({ value: values.handler, label: values.handler });
  return (
    <RecordDialog frame={props} record={record} titles={TITLES} width={820} labelWidth={130}>
      <div className={sys.grid2}>
        <FormItem label={labels.name} required error={errors.jobName}>
          <Input {...bind('jobName')} maxLength={64} />
        </FormItem>
        <FormItem label={labels.group}>
          <Select<string>
            options={groups.length ? groups : [{ value: 'DEFAULT', label: 'DEFAULT' }]}
            value={values.jobGroup}
            onChange={(v) => form.setField('jobGroup', v ?? 'DEFAULT')}
          />
        </FormItem>
        <FormItem label={labels.handler} required error={errors.handler}>
          <Select<string>
            options={handlerOptions}
            value={values.handler === '' ? undefined : values.handler}
            onChange={(v) => form.setField('handler', v ?? '')}
            filterable
          />
        </FormItem>
        <FormItem
          label={labels.args}
          hint={
            handler && handler.params.length > 0
              ? handler.params.map((p) => `${p.name}: ${p.type}${p.optional ? '?' : ''}`).join(', ')
              : i18n._({
                  id: 'pages.monitor.job.argsHint',
                  message: "Literal values only, e.g. 'text', true, 12, 12L, 1.5D",
                })
          }
        >
          <Input {...bind('args')} maxLength={400} />
        </FormItem>
        <div className={sys.full}>
          <FormItem label={labels.cron} required error={errors.cronExpression}>
            <CronBuilder
              value={values.cronExpression}
              onChange={(v) => form.setField('cronExpression', v)}
            />
          </FormItem>
          <FormItem
            label={i18n._({ id: 'pages.monitor.job.nextTimes', message: 'Next five runs' })}
          >
            <div aria-live="polite">
              {next.error ? (
                <span role="alert" className={css.muted}>
                  {next.error}
                </span>
              ) : (
                <ol className={css.timeList} data-testid="cron-next">
                  {next.times.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ol>
              )}
            </div>
          </FormItem>
        </div>
        <div className={sys.full}>
          <FormItem label={i18n._({ id: 'pages.monitor.job.misfire', message: 'Misfire policy' })}>
            <RadioGroup<JobValues['misfirePolicy']>
              {...bind('misfirePolicy')}
              options={[
                {
                  value: '1',
                  label: i18n._({ id: 'pages.monitor.job.misfire1', message: 'Run immediately' }),
                },
                {
                  value: '2',
                  label: i18n._({ id: 'pages.monitor.job.misfire2', message: 'Run once' }),
                },
                {
                  value: '3',
                  label: i18n._({ id: 'pages.monitor.job.misfire3', message: 'Give up' }),
                },
              ]}
            />
          </FormItem>
        </div>
        <FormItem label={i18n._({ id: 'pages.monitor.job.concurrent', message: 'Concurrent' })}>
          <RadioGroup<JobValues['concurrent']>
            {...bind('concurrent')}
            options={[
              { value: '0', label: i18n._({ id: 'pages.monitor.job.allow', message: 'Allow' }) },
              {
                value: '1',
                label: i18n._({ id: 'pages.monitor.job.forbid', message: 'Forbid' }),
              },
            ]}
          />
        </FormItem>
        <FormItem label={i18n._(jobLabels.jobStatus)}>
          <RadioGroup<string>
            value={values.status}
            onChange={(v) => form.setField('status', v as JobValues['status'])}
            options={
              statuses.length
                ? statuses
                : [
                    {
                      value: '0',
                      label: i18n._({ id: 'pages.monitor.job.normal', message: 'Normal' }),
                    },
                    {
                      value: '1',
                      label: i18n._({ id: 'pages.monitor.job.paused', message: 'Paused' }),
                    },
                  ]
            }
          />
        </FormItem>
        <div className={sys.full}>
          <FormItem label={i18n._({ id: 'pages.monitor.job.remark', message: 'Remark' })}>
            <Textarea {...bind('remark')} maxLength={500} />
          </FormItem>
        </div>
      </div>
    </RecordDialog>
  );
}
