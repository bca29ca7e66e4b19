import { useLingui } from '@lingui/react';
import { Button, EmptyState, FormItem, Input, useConsole } from '@wcm/console-ui';
import { useEffect, useMemo, useState } from 'react';
import * as sys from '../../common/list-page/page.css';
import { apiTags, filterTags, type OpenApiDoc } from './openapi-model';
import { OperationView } from './operation-view';
import * as css from './swagger.css';

/** System interface (`tool/swagger/index`): the server's API document as tags → operations. */
export function SwaggerPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const [doc, setDoc] = useState<OpenApiDoc | undefined>(undefined);
  const [filter, setFilter] = useState('');
  const [version, setVersion] = useState(0);
  const [loadedVersion, setLoadedVersion] = useState(-1);
  const loading = loadedVersion !== version;
  useEffect(() => {
    let alive = true;
    wcm
      .call(wcm.api.GET('/tool/swagger'))
      .then((body) => alive && setDoc(body as unknown as OpenApiDoc))
      .catch(() => undefined)
      .finally(() => alive && setLoadedVersion(version));
    return () => {
      alive = false;
    };
  }, [wcm, version]);
  const tags = useMemo(() => (doc ? apiTags(doc) : []), [doc]);
  const shown = useMemo(() => filterTags(tags, filter), [tags, filter]);
  return (
    <div className={sys.page}>
      <div className={sys.toolbar}>
        {doc ? (
          <h1 className={sys.heading}>
            {doc.info.title ?? 'API'} {doc.info.version ? <small>{doc.info.version}</small> : null}
          </h1>
        ) : null}
        <span className={sys.grow} />
        <FormItem label={i18n._({ id: 'pages.tools.swagger.filter', message: 'Filter' })}>
          <Input value={filter} onChange={setFilter} clearable />
        </FormItem>
        <Button size="small" loading={loading} onClick={() => setVersion((v) => v + 1)}>
          {i18n._({ id: 'pages.tools.refresh', message: 'Refresh' })}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={
            loading
              ? i18n._({ id: 'pages.tools.loading', message: 'Loading…' })
              : i18n._({ id: 'pages.tools.noData', message: 'No data' })
          }
        />
      ) : (
        shown.map((tag) => (
          <section key={tag.name} className={css.tag} aria-label={tag.name}>
            <h2 className={css.tagTitle}>
              {tag.name}{' '}
              {tag.description ? <small className={css.muted}>{tag.description}</small> : null}
            </h2>
            {tag.operations.map((op) => (
              <OperationView key={`${op.method} ${op.path}`} op={op} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
