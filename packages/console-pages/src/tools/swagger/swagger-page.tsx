import { useLingui } from '@lingui/react';
import { Button, FormItem, Input, PageHeading } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import * as sys from '../../common/list-page/page.css';
import { apiTags, filterTags, type OpenApiDoc } from './openapi-model';
import { OperationView } from './operation-view';
import { tagLabel } from './tag-labels';
import * as css from './swagger.css';
import { LoadingOrEmpty } from '../shared/loading-or-empty';

/** System interface (`tool/swagger/index`): the server's API document as tags → operations. */
export function SwaggerPage() {
  const { i18n } = useLingui();
  const [doc, setDoc] = useState<OpenApiDoc | undefined>(undefined);
  const [filter, setFilter] = useState('');
  const [version, setVersion] = useState(0);
  const loading = useLoading(
    (wcm) => wcm.call(wcm.api.GET('/tool/swagger')).then((body) => body as unknown as OpenApiDoc),
    setDoc,
    version,
  );
  const tags = useMemo(() => (doc ? apiTags(doc) : []), [doc]);
  const shown = useMemo(() => filterTags(tags, filter), [tags, filter]);
  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={sys.toolbar}>
        {doc ? (
          // The document's own name (a proper name, as the contract spells it) and version.
          <span className={css.muted} lang="en">
            {doc.info.title ?? 'API'} {doc.info.version ?? ''}
          </span>
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
        <LoadingOrEmpty loading={loading} />
      ) : (
        shown.map((tag) => {
          const label = tagLabel(i18n, tag);
          return (
            <section key={tag.name} className={css.tag} aria-label={label.title}>
              <h2 className={css.tagTitle}>
                {label.title}{' '}
                {label.description ? (
                  <small className={css.muted}>{label.description}</small>
                ) : null}
              </h2>
              {tag.operations.map((op) => (
                <OperationView key={`${op.method} ${op.path}`} op={op} />
              ))}
            </section>
          );
        })
      )}
    </div>
  );
}
