import { useLingui } from '@lingui/react';
import { Button, Can, useConsole } from '@wcm/console-ui';
import { useNavigate } from 'react-router-dom';
import { RowActions } from '../../common/list-page/row-actions';
import type { ResourcePageApi } from '../../common/resource';
import { type ArticleKind, type ArticleRow, KINDS } from '../shared/kinds';
import { useKnowledgeLinks } from '../shared/places';

/** Opens the editor of a record of `kind` (0 = new). */
export function useOpenEditor() {
  const navigate = useNavigate();
  const links = useKnowledgeLinks();
  return (kind: ArticleKind, id: number) => {
    const spec = KINDS[kind];
    navigate(links.to(spec.editPlace, spec.routeId(id)));
  };
}

type Action = 'publish' | 'unpublish';

/** Publishes or takes offline a record of `kind`; says so and resolves whether it worked. */
export function usePublication() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  return async (kind: ArticleKind, id: number, action: Action): Promise<boolean> => {
    const path = `${KINDS[kind].path}/${action}/${id}`;
    const api = wcm.api as unknown as { PUT: (p: string) => Promise<never> };
    try {
      await wcm.call(api.PUT(path));
    } catch {
      return false;
    }
    wcm.presenter.message({
      type: 'success',
      text:
        action === 'publish'
          ? i18n._({ id: 'pages.knowledge.msg.published', message: 'Published' })
          : i18n._({ id: 'pages.knowledge.msg.unpublished', message: 'Taken offline' }),
    });
    return true;
  };
}

/** "Add" of a list of articles, solutions or cases: opens the editor. */
export function AddButton({ kind }: { kind: ArticleKind }) {
  const { i18n } = useLingui();
  const open = useOpenEditor();
  return (
    <Can permissions={[`${KINDS[kind].permission}:add`]}>
      <Button variant="primary" onClick={() => open(kind, 0)}>
        {i18n._({ id: 'pages.knowledge.add', message: 'Add' })}
      </Button>
    </Can>
  );
}

/** Opens the publication records (a hidden menu page: who published what and when). */
export function RecordsButton() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const links = useKnowledgeLinks();
  return (
    <Can permissions={['konwledge:list:list']}>
      <Button onClick={() => navigate(links.to('records'))}>
        {i18n._({ id: 'pages.knowledge.record.table', message: 'Publication records' })}
      </Button>
    </Can>
  );
}

/** A row's 'Edit' button: opens the record in the editor of its kind. */
export function EditButton({ row, permissions }: { row: ArticleRow; permissions: string[] }) {
  const open = useOpenEditor();
  return (
    <RowActions
      bare
      name={row.title}
      actions={[
        {
          permissions,
          label: /*i18n*/ { id: 'pages.knowledge.editRow', message: 'Edit {name}' },
          text: /*i18n*/ { id: 'pages.knowledge.edit', message: 'Edit' },
          onClick: () => open(row.kind, row.articleId),
        },
      ]}
    />
  );
}

/** Edit, publish and take offline buttons of one row. */
export function ArticleRowActions({
  row,
  page,
}: {
  row: ArticleRow;
  page: ResourcePageApi<ArticleRow>;
}) {
  const publish = usePublication();
  const spec = KINDS[row.kind];
  const live = row.status === '1' || row.status === '3';
  return (
    <>
      <EditButton row={row} permissions={[`${spec.permission}:edit`]} />
      <RowActions
        bare
        name={row.title}
        actions={[
          {
            permissions: [`${spec.permission}:publish`],
            ...(live
              ? {
                  label: /*i18n*/ {
                    id: 'pages.knowledge.unpublishRow',
                    message: 'Take offline: {name}',
                  },
                  text: /*i18n*/ { id: 'pages.knowledge.unpublish', message: 'Take offline' },
                }
              : row.status === '2'
                ? {
                    label: /*i18n*/ {
                      id: 'pages.knowledge.republishRow',
                      message: 'Republish {name}',
                    },
                    text: /*i18n*/ { id: 'pages.knowledge.republish', message: 'Republish' },
                  }
                : {
                    label: /*i18n*/ { id: 'pages.knowledge.publishRow', message: 'Publish {name}' },
                    text: /*i18n*/ { id: 'pages.knowledge.publish', message: 'Publish' },
                  }),
            onClick: () =>
              void publish(row.kind, row.articleId, live ? 'unpublish' : 'publish').then((done) =>
                done ? page.list.reload() : undefined,
              ),
          },
        ]}
      />
    </>
  );
}
