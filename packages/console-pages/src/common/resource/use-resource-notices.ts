import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useMemo } from 'react';
import { idList } from '../wire';

/** The confirmation box and success messages of resource and admin pages, translated. */
export function useResourceNotices() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  return useMemo(() => {
    const success = (text: string) => wcm.presenter.message({ type: 'success', text });
    const confirm = (text: string) =>
      wcm.presenter.confirm({
        title: i18n._({ id: 'pages.resource.confirm.title', message: 'System prompt' }),
        text,
        confirmText: i18n._({ id: 'pages.resource.confirm.ok', message: 'OK' }),
        cancelText: i18n._({ id: 'pages.resource.confirm.cancel', message: 'Cancel' }),
      });
    const deleteQuestion = (what: string, ids: string) =>
      i18n._({
        id: 'pages.resource.confirm.delete',
        message: 'Are you sure you want to delete the {what} with ID "{ids}"?',
        values: { what, ids },
      });
    /**
     * Asks `question`, then sends: true once sent; false when cancelled or refused (`wcm.call`
     * has shown the error). Say so and reload after true.
     */
    const confirmAndSend = async (question: string, send: () => Promise<unknown>) => {
      if (!(await confirm(question))) return false;
      try {
        await send();
      } catch {
        return false;
      }
      return true;
    };
    const added = () =>
      success(i18n._({ id: 'pages.resource.msg.added', message: 'Added successfully' }));
    const saved = () =>
      success(i18n._({ id: 'pages.resource.msg.saved', message: 'Saved successfully' }));
    const deleted = () =>
      success(i18n._({ id: 'pages.resource.msg.deleted', message: 'Deleted successfully' }));
    return {
      confirm,
      success,
      confirmAndSend,
      /** Asks `question`, sends, then shows `done`: true once done (reload after it). */
      confirmSendAndSay: async (question: string, send: () => Promise<unknown>, done: string) => {
        if (!(await confirmAndSend(question, send))) return false;
        success(done);
        return true;
      },
      /**
       * RuoYi's delete of rows by id: asks 'delete the {what} with ID "1,2"?', sends the
       * comma-separated ids, says 'Deleted successfully'; true once deleted (reload after it).
       */
      deleteIds: async (
        what: string,
        ids: ReadonlyArray<string | number>,
        send: (ids: string) => Promise<unknown>,
      ) => {
        if (ids.length === 0) return false;
        const list = idList(ids);
        if (!(await confirmAndSend(deleteQuestion(what, list), () => send(list)))) return false;
        deleted();
        return true;
      },
      deleteQuestion,
      added,
      saved,
      /** 'Added successfully' or 'Saved successfully' after an add/edit dialog. */
      recordSaved: (isNew: boolean) => (isNew ? added() : saved()),
      deleted,
      cleaned: () =>
        success(i18n._({ id: 'pages.resource.msg.cleaned', message: 'Cleared successfully' })),
      refreshed: () =>
        success(
          i18n._({ id: 'pages.resource.msg.refreshed', message: 'Cache refreshed successfully' }),
        ),
      /** RuoYi's delete question naming the ids ('Delete the position with ID "1,2"?'). */
      confirmDelete: (what: string, ids: string) => confirm(deleteQuestion(what, ids)),
    };
  }, [wcm, i18n]);
}
