import { Button, Can } from '@wcm/console-ui';
import type { ResourcePageApi } from '../../common/resource';

// Labels and toolbar pieces the system area's resource pages share.

export const statusLabel = /*i18n*/ { id: 'pages.system.status', message: 'Status' };
export const remarkLabel = /*i18n*/ { id: 'pages.system.remark', message: 'Remark' };
export const createdLabel = /*i18n*/ { id: 'pages.system.createTime', message: 'Created' };

/** Props of {@link RefreshCacheButton}. */
export interface RefreshCacheButtonProps<Row> {
  page: ResourcePageApi<Row>;
  /** The server's cache to empty. */
  path: '/system/config/refreshCache' | '/system/dict/type/refreshCache';
  /** Shows the button (RuoYi: the area's remove permission). */
  permission: string;
  /** After the server emptied its cache, before the success message. */
  onRefreshed?: () => void;
}

/** RuoYi's 'Refresh cache' toolbar button of parameters and dictionaries. */
export function RefreshCacheButton<Row>({
  page,
  path,
  permission,
  onRefreshed,
}: RefreshCacheButtonProps<Row>) {
  const { wcm, i18n } = page;
  const refresh = async () => {
    try {
      await wcm.call(wcm.api.DELETE(path));
    } catch {
      return;
    }
    onRefreshed?.();
    page.success(
      i18n._({ id: 'pages.system.msg.refreshed', message: 'Cache refreshed successfully' }),
    );
  };
  return (
    <Can permissions={[permission]}>
      <Button size="small" onClick={() => void refresh()}>
        {i18n._({ id: 'pages.system.refreshCache', message: 'Refresh cache' })}
      </Button>
    </Can>
  );
}
