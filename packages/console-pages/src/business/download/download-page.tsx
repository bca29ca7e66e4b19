import { useLingui } from '@lingui/react';
import { Button, Can, Dialog, FormItem, Textarea, useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import {
  defineResourcePage,
  type CustomFieldProps,
  type ResourceDescriptor,
  type ResourcePageApi,
  type ResourceRow,
} from '../../common/resource';
import { useFetched } from '../../common/list/use-fetched';
import { TextDialog, useRowChange } from '../row-changes';
import { CONTACT_TEXTS, emailField, IdPicker, trimmedValues } from '../shared-fields';
import { timeColumn } from '../../common/columns';

type Apply = ResourceRow<'/business/download'>;
type Action = 'approve' | 'refuse';

/** Decides pending applications (approve sends the signed link by mail, refuse a notice). */
function useAudit(page: ResourcePageApi<Apply>) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const change = useRowChange(page);
  return (applyIds: number[], action: Action, reason?: string) =>
    change(
      wcm.api.PUT('/business/download/audit', {
        body: { applyIds, action, reason: reason?.trim() || null },
      }),
      action === 'approve'
        ? i18n._({ id: 'pages.business.download.approved', message: 'Approved: the link was sent' })
        : i18n._({ id: 'pages.business.download.refused', message: 'Refused' }),
    );
}

function AuditButtons({
  ids,
  page,
  row,
}: {
  ids: number[];
  page: ResourcePageApi<Apply>;
  /** In a row (short labels) rather than the toolbar. */
  row?: boolean;
}) {
  const { i18n } = useLingui();
  const audit = useAudit(page);
  const [refusing, setRefusing] = useState(false);
  return (
    <Can permissions={['business:download:audit']}>
      <Button size="small" disabled={ids.length === 0} onClick={() => void audit(ids, 'approve')}>
        {row
          ? i18n._({ id: 'pages.business.download.approve', message: 'Approve' })
          : i18n._({ id: 'pages.business.download.approveSelected', message: 'Approve selected' })}
      </Button>
      <Button size="small" disabled={ids.length === 0} onClick={() => setRefusing(true)}>
        {row
          ? i18n._({ id: 'pages.business.download.refuse', message: 'Refuse' })
          : i18n._({ id: 'pages.business.download.refuseSelected', message: 'Refuse selected' })}
      </Button>
      {refusing && (
        <TextDialog
          title={i18n._({
            id: 'pages.business.download.refuseTitle',
            message: 'Refuse applications',
          })}
          label={i18n._({
            id: 'pages.business.download.reason',
            message: 'Reason (sent to the applicant)',
          })}
          maxLength={500}
          onConfirm={(reason) => audit(ids, 'refuse', reason)}
          onClose={() => setRefusing(false)}
        />
      )}
    </Can>
  );
}

/** Shows the signed link of an approved application, to copy into another message. */
function LinkButton({ row }: { row: Apply }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const [link, setLink] = useState<{ url: string; expireTime: string | null } | null>(null);
  const label = i18n._({ id: 'pages.business.download.link', message: 'Download link' });
  return (
    <Can permissions={['business:download:audit']}>
      <Button
        size="small"
        onClick={async () => {
          const body = await wcm.call(
            wcm.api.GET('/business/download/link/{applyId}', {
              params: { path: { applyId: row.applyId } },
            }),
          );
          setLink(body.data);
        }}
      >
        {label}
      </Button>
      {link && (
        <Dialog open onOpenChange={(open) => !open && setLink(null)} title={label} footer={null}>
          <FormItem label={label}>
            <Textarea
              aria-label={label}
              value={link.url}
              onChange={() => undefined}
              readOnly
              rows={4}
            />
          </FormItem>
        </Dialog>
      )}
    </Can>
  );
}

/** The document picker of the application form (library documents). */
function DocField(props: CustomFieldProps) {
  const options = useFetched(async (wcm) => {
    const body = await wcm.call(wcm.api.GET('/business/library/optionselect'));
    return body.data.map((d) => ({ label: d.title, value: String(d.docId) }));
  }, []);
  return <IdPicker {...props} options={options} />;
}

const t = {
  ...CONTACT_TEXTS,
  applicant: /*i18n*/ { id: 'pages.business.download.applicant', message: 'Applicant' },
  file: /*i18n*/ { id: 'pages.business.download.file', message: 'Document' },
  applied: /*i18n*/ { id: 'pages.business.download.applyTime', message: 'Applied' },
  audit: /*i18n*/ { id: 'pages.business.download.auditStatus', message: 'Review' },
  download: /*i18n*/ { id: 'pages.business.download.downloadStatus', message: 'Download' },
  downloadTime: /*i18n*/ { id: 'pages.business.download.downloadTime', message: 'Downloaded at' },
};

export const downloadDescriptor: ResourceDescriptor<Apply> = {
  path: '/business/download',
  id: 'applyId',
  rowName: (row) => `${row.applicantName} · ${row.fileName}`,
  title: /*i18n*/ { id: 'pages.business.download.table', message: 'Download applications' },
  noun: /*i18n*/ { id: 'pages.business.download.noun', message: 'application' },
  addTitle: /*i18n*/ { id: 'pages.business.download.add', message: 'Add application' },
  columns: [
    { key: 'applicantName', title: t.applicant, sortable: true },
    { key: 'email', title: t.email },
    { key: 'phone', title: t.phone },
    { key: 'fileName', title: t.file, sortable: true },
    timeColumn('createTime', t.applied),
    { key: 'auditStatus', title: t.audit, dict: 'wcm_download_audit', sortable: true },
    { key: 'downloadStatus', title: t.download, dict: 'wcm_download_state', sortable: true },
    timeColumn('downloadTime', t.downloadTime, { sortable: false }),
  ],
  filters: [
    { kind: 'text', name: 'applicantName', label: t.applicant },
    { kind: 'text', name: 'email', label: t.email },
    { kind: 'text', name: 'fileName', label: t.file },
    { kind: 'select', name: 'auditStatus', label: t.audit, dict: 'wcm_download_audit' },
    { kind: 'select', name: 'downloadStatus', label: t.download, dict: 'wcm_download_state' },
    { kind: 'dateRange', label: t.applied },
  ],
  operations: { edit: false },
  fields: [
    {
      kind: 'custom',
      name: 'docId',
      label: t.file,
      required: true,
      render: (props) => <DocField {...props} />,
    },
    { kind: 'text', name: 'applicantName', label: t.applicant, required: true, maxLength: 100 },
    emailField(t.email, true),
    { kind: 'text', name: 'phone', label: t.phone, maxLength: 40 },
    { kind: 'text', name: 'company', label: t.company, maxLength: 200 },
  ],
  toBody: (values) => ({
    docId: Number(values.docId),
    ...trimmedValues(values, ['applicantName', 'email', 'phone', 'company']),
  }),
  toolbar: (page) => (
    <AuditButtons
      page={page}
      ids={page.selectedRows.filter((row) => row.auditStatus === '0').map((row) => row.applyId)}
    />
  ),
  rowActions: (row, page) =>
    row.auditStatus === '0' ? (
      <AuditButtons page={page} ids={[row.applyId]} row />
    ) : row.auditStatus === '1' ? (
      <LinkButton row={row} />
    ) : null,
};

/** Business > Download applications (`business/download/index`). */
export const DownloadPage = defineResourcePage(downloadDescriptor);
