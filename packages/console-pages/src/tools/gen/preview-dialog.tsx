import { useLingui } from '@lingui/react';
import { Button, Dialog, Tabs } from '@wcm/console-ui';
import { useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import * as sys from '../../common/list-page/page.css';
import { LoadingOrEmpty } from '../shared/loading-or-empty';
import { useCopyText } from '../shared/use-copy-text';
import * as css from './gen.css';
import { previewTabs, type GenTable } from './gen-types';

/** Props of {@link PreviewDialog}. */
export interface PreviewDialogProps {
  /** The table previewed; undefined closes the dialog. */
  table: GenTable | undefined;
  onClose: () => void;
}

/** Generated files of one table, one tab per file, each with a copy button. */
export function PreviewDialog({ table, onClose }: PreviewDialogProps) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<{
    id: number;
    files: Record<string, string>;
    paths: Record<string, string>;
  }>();
  const tableId = table?.tableId;
  useLoading(
    tableId === undefined
      ? null
      : (wcm) =>
          wcm
            .call(wcm.api.GET('/tool/gen/preview/{tableId}', { params: { path: { tableId } } }))
            .then((body) => ({ id: tableId, files: body.data, paths: body.paths }))
            .catch(() => ({ id: tableId, files: {}, paths: {} })),
    setResult,
    tableId,
  );
  // An answer for another table is not shown.
  const shown = result && result.id === tableId ? result : undefined;
  const files = shown?.files;
  const tabs = shown ? previewTabs(shown.files, shown.paths) : [];
  const copy = useCopyText();
  return (
    <Dialog
      open={table !== undefined}
      onOpenChange={(next) => !next && onClose()}
      width={1000}
      title={i18n._({
        id: 'pages.tools.gen.previewTitle',
        message: 'Code preview: {name}',
        values: { name: table?.tableName ?? '' },
      })}
      footer={null}
    >
      {!files || tabs.length === 0 ? (
        <LoadingOrEmpty loading={!files} />
      ) : (
        <Tabs
          aria-label={i18n._({ id: 'pages.tools.gen.files', message: 'Generated files' })}
          items={tabs.map((f) => ({
            key: f.key,
            label: f.label,
            content: (
              <div className={sys.page} style={{ padding: 0 }}>
                <div className={sys.toolbar}>
                  <code className={css.path}>{f.path}</code>
                  <span className={sys.grow} />
                  <Button size="small" onClick={() => void copy(f.code)}>
                    {i18n._({ id: 'pages.tools.copy', message: 'Copy' })}
                  </Button>
                </div>
                <textarea
                  className={css.code}
                  readOnly
                  aria-label={f.path}
                  value={f.code}
                  rows={24}
                />
              </div>
            ),
          }))}
        />
      )}
    </Dialog>
  );
}
