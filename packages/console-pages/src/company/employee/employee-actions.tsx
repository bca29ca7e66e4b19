import { useLingui } from '@lingui/react';
import { Button, Can, Dialog, Input, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import { useState } from 'react';
import { RowActions } from '../../common/list-page/row-actions';
import type { ResourcePageApi, ResourceRow } from '../../common/resource';
import * as css from '../shared/company.css';

type Employee = ResourceRow<'/factory/employee'>;

/** Where the console is served (the invitation page is `<base>/invitation/<token>`). */
function consoleBase(): string {
  const { origin, pathname } = window.location;
  const at = pathname.indexOf('/factory/');
  return `${origin}${at > 0 ? pathname.slice(0, at) : ''}`;
}

/** Row buttons: a new invitation link (not yet joined), lock or unlock (joined). */
export function EmployeeActions({ row, page }: { row: Employee; page: ResourcePageApi<Employee> }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const [link, setLink] = useState<{ url: string; mailed: boolean; expires: string | null }>();
  const name = row.fullName;

  const invite = async () => {
    const body = await wcm.call(
      wcm.api.POST('/factory/employee/{employeeId}/invitation', {
        params: { path: { employeeId: row.employeeId } },
      }),
    );
    setLink({
      url: `${consoleBase()}/invitation/${body.data.token}`,
      mailed: body.data.mailed,
      expires: body.data.expireTime,
    });
    void page.list.reload();
  };

  const changeStatus = async (status: '0' | '1') => {
    const question =
      status === '1'
        ? i18n._({
            id: 'pages.company.employee.lockQuestion',
            message: 'Lock the account of "{name}"? They are signed out and cannot sign in.',
            values: { name },
          })
        : i18n._({
            id: 'pages.company.employee.unlockQuestion',
            message: 'Unlock the account of "{name}"?',
            values: { name },
          });
    if (!(await page.confirm(question))) return;
    await wcm.call(
      wcm.api.PUT('/factory/employee/changeStatus', {
        body: { employeeId: row.employeeId, status },
      }),
    );
    page.success(
      status === '1'
        ? i18n._({ id: 'pages.company.employee.locked', message: 'Account locked' })
        : i18n._({ id: 'pages.company.employee.unlocked', message: 'Account unlocked' }),
    );
    await page.list.reload();
  };

  return (
    <Can permissions={['factory:employee:edit']}>
      <RowActions
        bare
        name={name}
        actions={[
          row.joinStatus !== '1'
            ? {
                label: /*i18n*/ {
                  id: 'pages.company.employee.inviteRow',
                  message: 'Invitation link for {name}',
                },
                text: /*i18n*/ { id: 'pages.company.employee.invite', message: 'Invitation link' },
                onClick: () => void invite().catch(() => undefined),
              }
            : row.status === '0'
              ? {
                  label: /*i18n*/ { id: 'pages.company.employee.lockRow', message: 'Lock {name}' },
                  text: /*i18n*/ { id: 'pages.company.employee.lock', message: 'Lock' },
                  onClick: () => void changeStatus('1').catch(() => undefined),
                }
              : {
                  label: /*i18n*/ {
                    id: 'pages.company.employee.unlockRow',
                    message: 'Unlock {name}',
                  },
                  text: /*i18n*/ { id: 'pages.company.employee.unlock', message: 'Unlock' },
                  onClick: () => void changeStatus('0').catch(() => undefined),
                },
        ]}
      />
      <InvitationDialog link={link} name={name} onClose={() => setLink(undefined)} />
    </Can>
  );
}

function InvitationDialog({
  link,
  name,
  onClose,
}: {
  link: { url: string; mailed: boolean; expires: string | null } | undefined;
  name: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const format = useDateTimeFormat();
  const [copiedUrl, setCopiedUrl] = useState<string>();
  const copied = link !== undefined && copiedUrl === link.url;
  const copy = async () => {
    await navigator.clipboard.writeText(link?.url ?? '');
    setCopiedUrl(link?.url);
  };
  return (
    <Dialog
      open={link !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._({
        id: 'pages.company.employee.linkTitle',
        message: 'Invitation for {name}',
        values: { name },
      })}
      width={560}
      footer={
        <Button variant="primary" onClick={onClose}>
          {i18n._({ id: 'pages.company.close', message: 'Close' })}
        </Button>
      }
    >
      {link ? (
        <div className={css.documents}>
          <p className={css.muted}>
            {link.mailed
              ? i18n._({
                  id: 'pages.company.employee.linkMailed',
                  message:
                    'The invitation was emailed. You can also send this link; earlier links no longer work.',
                })
              : i18n._({
                  id: 'pages.company.employee.linkSend',
                  message:
                    'Send this link to the employee (by message or chat); earlier links no longer work.',
                })}
          </p>
          <Input
            value={link.url}
            onChange={() => undefined}
            readOnly
            aria-label={i18n._({ id: 'pages.company.employee.link', message: 'Invitation link' })}
          />
          {link.expires ? (
            <p className={css.muted}>
              {i18n._({
                id: 'pages.company.employee.linkExpires',
                message: 'Valid until {time}',
                values: { time: format.dateTime(link.expires) },
              })}
            </p>
          ) : null}
          <div className={css.row}>
            <Button onClick={() => void copy().catch(() => undefined)}>
              {copied
                ? i18n._({ id: 'pages.company.employee.copied', message: 'Copied' })
                : i18n._({ id: 'pages.company.employee.copy', message: 'Copy link' })}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
