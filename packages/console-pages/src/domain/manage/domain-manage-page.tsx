import { Button, Can, Dialog, useDateTimeFormat } from '@wcm/console-ui';
import { useEffect, useState, type ReactNode } from 'react';
import {
  defineResourcePage,
  type ResourceDescriptor,
  type ResourcePageApi,
} from '../../common/resource';
import { AuditDomainDialog } from '../shared/audit-domain-dialog';
import * as css from '../shared/domain.css';
import { T } from '../shared/domain-texts';
import { DICT, type DomainRow } from '../shared/domain-types';
import { timeColumn } from '../../common/columns';

/** Row buttons ask the page's dialogs (review, nginx block) to open through this channel. */
const opener = new EventTarget();
const open = (kind: 'audit' | 'nginx', row: DomainRow) =>
  opener.dispatchEvent(new CustomEvent(kind, { detail: row }));

function ManageExtras({ page }: { page: ResourcePageApi<DomainRow> }) {
  const [audit, setAudit] = useState<DomainRow | null>(null);
  const [nginx, setNginx] = useState<{ domain: string; config: string }>();
  useEffect(() => {
    const onAudit = (event: Event) => setAudit((event as CustomEvent<DomainRow>).detail);
    const onNginx = (event: Event) => {
      const row = (event as CustomEvent<DomainRow>).detail;
      void page.wcm
        .call(
          page.wcm.api.GET('/domain/manage/nginx/{domainId}', {
            params: { path: { domainId: row.domainId } },
          }),
        )
        .then((body) => setNginx({ domain: row.domainName, config: body.data?.config ?? '' }))
        .catch(() => undefined);
    };
    opener.addEventListener('audit', onAudit);
    opener.addEventListener('nginx', onNginx);
    return () => {
      opener.removeEventListener('audit', onAudit);
      opener.removeEventListener('nginx', onNginx);
    };
  }, [page.wcm]);
  return (
    <>
      <AuditDomainDialog
        key={audit?.domainId ?? 'closed'}
        domain={audit}
        onClose={() => setAudit(null)}
        onDone={() => {
          setAudit(null);
          void page.list.reload();
        }}
      />
      <Dialog
        open={nginx !== undefined}
        onOpenChange={(open) => !open && setNginx(undefined)}
        title={page.i18n._({
          id: 'pages.domain.nginx.title',
          message: 'nginx server block of {domain}',
          values: { domain: nginx?.domain ?? '' },
        })}
        width={760}
        footer={null}
      >
        <pre className={css.code} data-testid="nginx-config">
          {nginx?.config}
        </pre>
      </Dialog>
    </>
  );
}

/** A small row button behind one permission. */
function RowButton({
  permission,
  onClick,
  children,
}: {
  permission: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Can permissions={[permission]}>
      <Button size="small" onClick={onClick}>
        {children}
      </Button>
    </Can>
  );
}

function ExpiryCell({ value }: { value: string | null | undefined }) {
  const format = useDateTimeFormat();
  return <>{value ? format.dateTime(value) : '-'}</>;
}

async function changeUsage(row: DomainRow, page: ResourcePageApi<DomainRow>) {
  const enable = row.usageStatus === '1';
  const question = enable
    ? page.i18n._({
        id: 'pages.domain.usage.enableConfirm',
        message: 'Enable the domain "{domain}"?',
        values: { domain: row.domainName },
      })
    : page.i18n._({
        id: 'pages.domain.usage.disableConfirm',
        message: 'Disable the domain "{domain}"?',
        values: { domain: row.domainName },
      });
  if (!(await page.confirm(question))) return;
  await page.wcm.call(
    page.wcm.api.PUT('/domain/manage/changeUsage', {
      body: { domainId: row.domainId, usageStatus: enable ? '0' : '1' },
    }),
  );
  page.success(
    enable
      ? page.i18n._({ id: 'pages.domain.usage.enabled', message: 'Enabled' })
      : page.i18n._({ id: 'pages.domain.usage.disabled', message: 'Disabled' }),
  );
  await page.list.reload();
}

export const domainManageDescriptor: ResourceDescriptor<DomainRow> = {
  path: '/domain/manage',
  id: 'domainId',
  rowName: (row) => row.domainName,
  title: /*i18n*/ { id: 'pages.domain.manage.table', message: 'Domains' },
  noun: /*i18n*/ { id: 'pages.domain.manage.noun', message: 'domain' },
  operations: { add: false, edit: false, remove: false },
  columns: [
    { key: 'domainId', title: T.id, width: 70 },
    { key: 'domainName', title: T.name, sortable: true },
    { key: 'brandName', title: T.brandName },
    { key: 'auditStatus', title: T.auditStatus, dict: DICT.audit },
    { key: 'usageStatus', title: T.usageStatus, dict: DICT.usage },
    {
      key: 'certificate',
      title: /*i18n*/ { id: 'pages.domain.cert.expiry', message: 'Expiry time' },
      render: (row) => <ExpiryCell value={row.certificate?.expiryTime} />,
    },
    timeColumn('auditTime', T.auditTime),
    timeColumn('submitTime', T.submitTime),
  ],
  filters: [
    { kind: 'text', name: 'domainName', label: T.name },
    { kind: 'select', name: 'auditStatus', label: T.auditStatus, dict: DICT.audit },
    { kind: 'select', name: 'usageStatus', label: T.usageStatus, dict: DICT.usage },
    { kind: 'dateRange', label: T.submitTime },
  ],
  rowActions: (row, page) => (
    <>
      {row.auditStatus === '1' && (
        <RowButton permission="domain:custom:audit" onClick={() => open('audit', row)}>
          {page.i18n._({ id: 'pages.domain.review.action', message: 'Review' })}
        </RowButton>
      )}
      {row.auditStatus === '2' && (
        <RowButton
          permission="domain:manage:edit"
          onClick={() => void changeUsage(row, page).catch(() => undefined)}
        >
          {row.usageStatus === '1'
            ? page.i18n._({ id: 'pages.domain.usage.enable', message: 'Enable' })
            : page.i18n._({ id: 'pages.domain.usage.disable', message: 'Disable' })}
        </RowButton>
      )}
      {row.auditStatus === '2' && (
        <RowButton permission="domain:manage:query" onClick={() => open('nginx', row)}>
          {page.i18n._({ id: 'pages.domain.nginx.action', message: 'nginx config' })}
        </RowButton>
      )}
    </>
  ),
  extra: (page) => <ManageExtras page={page} />,
};

export const DomainManagePage = defineResourcePage(domainManageDescriptor);
