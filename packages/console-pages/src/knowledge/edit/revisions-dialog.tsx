import { useLingui } from '@lingui/react';
import { Button, Can, Dialog, EmptyState, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import { useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import { useResourceNotices } from '../../common/resource';

interface Revision {
  revisionId: number;
  version: number;
  title: string;
  createBy: string;
  createTime: string | null;
}
type Loose = (path: string) => Promise<never>;

/**
 * Saved versions of a record (kept when a published record is saved, published or restored),
 * the newest first; restoring one makes its fields the record's current ones.
 */
export function RevisionsDialog(props: {
  open: boolean;
  onClose: () => void;
  /** API base of the kind (`/konwledge/article`...) and its permission prefix. */
  path: string;
  permission: string;
  articleId: number;
  onRestored: () => void;
}) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const notices = useResourceNotices();
  const fmt = useDateTimeFormat();
  const [rows, setRows] = useState<Revision[] | undefined>(undefined);
  const { open, path, articleId } = props;
  const list = `${path}/revisions/${articleId}`;
  useLoading(
    open
      ? (wcm) =>
          wcm
            .call((wcm.api as unknown as { GET: Loose }).GET(list))
            .then((body) => ((body as { data?: Revision[] }).data ?? []) as Revision[])
            .catch((): Revision[] => [])
      : null,
    setRows,
    list,
  );

  const restore = async (revision: Revision) => {
    const api = wcm.api as unknown as { PUT: Loose };
    const restored = await notices.confirmAndSend(
      i18n._({
        id: 'pages.knowledge.revisions.ask',
        message: 'Restore version {version}? The current fields are kept as a version first.',
        values: { version: revision.version },
      }),
      () => wcm.call(api.PUT(`${path}/revisions/${articleId}/restore/${revision.revisionId}`)),
    );
    if (!restored) return;
    notices.success(
      i18n._({ id: 'pages.knowledge.revisions.restored', message: 'Version restored' }),
    );
    props.onRestored();
  };

  const title = i18n._({ id: 'pages.knowledge.revisions.title', message: 'Version history' });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && props.onClose()}
      title={title}
      width={640}
      footer={null}
    >
      {rows && rows.length === 0 ? (
        <EmptyState
          title={i18n._({ id: 'pages.knowledge.revisions.none', message: 'No earlier versions' })}
        />
      ) : (
        <ul aria-label={title}>
          {(rows ?? []).map((r) => (
            <li key={r.revisionId}>
              {i18n._({
                id: 'pages.knowledge.revisions.line',
                message: 'Version {version}: {title} ({by}, {time})',
                values: {
                  version: r.version,
                  title: r.title,
                  by: r.createBy || '-',
                  time: r.createTime ? fmt.dateTime(r.createTime) : '-',
                },
              })}{' '}
              <Can permissions={[`${props.permission}:edit`]}>
                <Button
                  size="small"
                  aria-label={i18n._({
                    id: 'pages.knowledge.revisions.restoreRow',
                    message: 'Restore version {version}',
                    values: { version: r.version },
                  })}
                  onClick={() => void restore(r)}
                >
                  {i18n._({ id: 'pages.knowledge.revisions.restore', message: 'Restore' })}
                </Button>
              </Can>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
