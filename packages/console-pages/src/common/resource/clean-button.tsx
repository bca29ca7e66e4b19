import { Button, Can } from '@wcm/console-ui';
import { permissionOf, type ResourceText, type ResourcePageApi } from './types';

/** Props of {@link CleanButton}. */
export interface CleanButtonProps<Row> {
  page: ResourcePageApi<Row>;
  /** `DELETE` path that clears every row (`/monitor/operlog/clean`). */
  path: string;
  /** The question asked first ('Clear all operation log entries?'). */
  question: ResourceText;
}

/** RuoYi's 'Clear' toolbar button of log lists (behind `<permission>:remove`). */
export function CleanButton<Row>({ page, path, question }: CleanButtonProps<Row>) {
  const { i18n, descriptor } = page;
  const clean = async () => {
    if (!(await page.confirm(page.t(question)))) return;
    const api = page.wcm.api as unknown as { DELETE: (path: string) => Promise<never> };
    try {
      await page.wcm.call(api.DELETE(path));
    } catch {
      return;
    }
    page.success(i18n._({ id: 'pages.resource.msg.cleaned', message: 'Cleared successfully' }));
    await page.list.reload();
  };
  return (
    <Can permissions={[`${permissionOf(descriptor)}:remove`]}>
      <Button size="small" onClick={() => void clean()}>
        {i18n._({ id: 'pages.resource.clean', message: 'Clear' })}
      </Button>
    </Can>
  );
}
