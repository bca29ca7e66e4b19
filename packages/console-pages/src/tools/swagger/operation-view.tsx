import { useLingui } from '@lingui/react';
import { DataTable } from '@wcm/console-ui';
import type { ApiOperation, ApiParameter } from './openapi-model';
import * as css from './swagger.css';

/** One operation as a disclosure: method, path and summary; parameters and schemas inside. */
export function OperationView({ op }: { op: ApiOperation }) {
  const { i18n } = useLingui();
  const methodClass = css.method[op.method as keyof typeof css.method] ?? css.method.GET;
  return (
    <details className={css.op}>
      <summary className={css.summary}>
        <span className={methodClass}>{op.method}</span>
        <span className={css.path}>{op.path}</span>
        {/* The contract is written in English; say so for screen readers and translators. */}
        <span className={css.muted} lang="en">
          {op.summary}
        </span>
      </summary>
      <div className={css.body}>
        {op.description ? <p lang="en">{op.description}</p> : null}
        <h4 className={css.section}>
          {i18n._({ id: 'pages.tools.swagger.parameters', message: 'Parameters' })}
        </h4>
        {op.parameters.length === 0 ? (
          <p className={css.muted}>{i18n._({ id: 'pages.tools.swagger.none', message: 'None' })}</p>
        ) : (
          <DataTable<ApiParameter>
            aria-label={`${op.method} ${op.path} ${i18n._({ id: 'pages.tools.swagger.parameters', message: 'Parameters' })}`}
            rows={op.parameters}
            rowKey={(p) => `${p.in}:${p.name}`}
            columns={[
              { key: 'name', title: i18n._({ id: 'pages.tools.swagger.name', message: 'Name' }) },
              { key: 'in', title: i18n._({ id: 'pages.tools.swagger.in', message: 'In' }) },
              { key: 'type', title: i18n._({ id: 'pages.tools.swagger.type', message: 'Type' }) },
              {
                key: 'required',
                title: i18n._({ id: 'pages.tools.swagger.required', message: 'Required' }),
                render: (p) =>
                  p.required
                    ? i18n._({ id: 'pages.tools.swagger.yes', message: 'Yes' })
                    : i18n._({ id: 'pages.tools.swagger.no', message: 'No' }),
              },
              {
                key: 'description',
                title: i18n._({ id: 'pages.tools.swagger.description', message: 'Description' }),
              },
            ]}
          />
        )}
        {op.requestBody.length > 0 ? (
          <>
            <h4 className={css.section}>
              {i18n._({ id: 'pages.tools.swagger.requestBody', message: 'Request body' })}
            </h4>
            {op.requestBody.map((b) => (
              <div key={b.contentType}>
                <code>{b.contentType}</code>
                <pre className={css.schema}>{b.schema}</pre>
              </div>
            ))}
          </>
        ) : null}
        <h4 className={css.section}>
          {i18n._({ id: 'pages.tools.swagger.responses', message: 'Responses' })}
        </h4>
        {op.responses.map((r) => (
          <div key={`${r.status}:${r.contentType}`}>
            <strong>{r.status}</strong> {r.description}{' '}
            {r.contentType ? <code>{r.contentType}</code> : null}
            {r.schema ? <pre className={css.schema}>{r.schema}</pre> : null}
          </div>
        ))}
      </div>
    </details>
  );
}
