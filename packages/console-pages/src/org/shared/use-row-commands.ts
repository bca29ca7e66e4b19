import { useLingui } from '@lingui/react';
import { useResourceNotices } from '../../common/resource';
import { idList, type OrgStatus } from './org-types';

/** What {@link useRowCommands} needs to know of one list (users, roles). */
export interface RowCommandsOptions<Row> {
  list: { reload(): Promise<void> };
  /** The status question ('Are you sure you want to {action} the role "{name}"?'). */
  statusQuestion: (action: string, row: Row) => string;
  /** Saves a row's status (rejects after `wcm.call` showed the error). */
  putStatus: (row: Row, status: OrgStatus) => Promise<unknown>;
  /** The delete question naming the ids. */
  deleteQuestion: (ids: string) => string;
  /** Deletes comma-separated ids (rejects after `wcm.call` showed the error). */
  deleteIds: (ids: string) => Promise<unknown>;
}

/** RuoYi's status switch and delete of a list's rows: ask, send, say so (and reload). */
export function useRowCommands<Row>(options: RowCommandsOptions<Row>) {
  const { i18n } = useLingui();
  const notices = useResourceNotices();

  /** Resolves false when cancelled or refused, so the switch flips back. */
  const changeStatus = async (row: Row, enable: boolean): Promise<boolean> => {
    const action = enable
      ? i18n._({ id: 'pages.org.status.enable', message: 'enable' })
      : i18n._({ id: 'pages.org.status.disable', message: 'disable' });
    const put = () => options.putStatus(row, enable ? '0' : '1');
    const done = enable
      ? i18n._({ id: 'pages.org.status.enabled', message: 'Enabled successfully' })
      : i18n._({ id: 'pages.org.status.disabled', message: 'Disabled successfully' });
    return notices.confirmSendAndSay(options.statusQuestion(action, row), put, done);
  };

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const ask = options.deleteQuestion(idList(ids));
    if (!(await notices.confirmAndSend(ask, () => options.deleteIds(idList(ids))))) return;
    notices.deleted();
    await options.list.reload();
  };

  return { changeStatus, remove };
}
