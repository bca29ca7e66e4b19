// Labels the job list, dialogs and log share, one catalogue entry each; translate with
// `i18n._(labels.jobName)`.

export const jobName = /*i18n*/ { id: 'pages.monitor.job.jobName', message: 'Job name' };
export const jobGroup = /*i18n*/ { id: 'pages.monitor.job.jobGroup', message: 'Job group' };
export const jobStatus = /*i18n*/ { id: 'pages.monitor.job.status', message: 'Status' };
export const invokeTarget = /*i18n*/ {
  id: 'pages.monitor.job.invokeTarget',
  message: 'Invoke target',
};
export const cron = /*i18n*/ { id: 'pages.monitor.job.cron', message: 'Cron expression' };
