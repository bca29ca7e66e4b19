import { useLingui } from '@lingui/react';
import { saveBlobWithAnchor } from '@wcm/console-core';
import { Button, FormItem, Input, Tabs } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { useCopyText } from '../shared/use-copy-text';
import * as css from './build.css';
import { modelProblems, type FormModel } from './form-model';
import { componentName, toJsonSchema, toReactSource } from './generators';

/** Export of the designed form: JSON schema and React component, each to copy or download. */
export function ExportPanel({ model }: { model: FormModel }) {
  const { i18n } = useLingui();
  const [title, setTitle] = useState(() =>
    i18n._({ id: 'pages.tools.build.defaultTitle', message: 'Generated form' }),
  );
  const problems = modelProblems(model);
  const json = useMemo(() => JSON.stringify(toJsonSchema(model, title), null, 2), [model, title]);
  const react = useMemo(() => toReactSource(model, title), [model, title]);
  const blocked = problems.length > 0 || model.fields.length === 0;
  const copy = useCopyText();
  const download = (text: string, name: string, type: string) =>
    saveBlobWithAnchor(new Blob([text], { type }), name);
  const base = componentName(title);
  const tab = (key: string, label: string, text: string, file: string, type: string) => ({
    key,
    label,
    content: (
      <div className={css.panel}>
        <div className={css.itemHead}>
          <Button size="small" disabled={blocked} onClick={() => void copy(text)}>
            {i18n._({ id: 'pages.tools.copy', message: 'Copy' })}
          </Button>
          <Button
            size="small"
            variant="primary"
            disabled={blocked}
            onClick={() => download(text, file, type)}
          >
            {i18n._({
              id: 'pages.tools.build.download',
              message: 'Download {file}',
              values: { file },
            })}
          </Button>
        </div>
        <textarea className={css.code} readOnly aria-label={label} value={text} rows={20} />
      </div>
    ),
  });
  return (
    <section
      className={css.panel}
      aria-label={i18n._({ id: 'pages.tools.build.export', message: 'Export' })}
    >
      <FormItem label={i18n._({ id: 'pages.tools.build.title', message: 'Form title' })}>
        <Input value={title} onChange={setTitle} maxLength={60} />
      </FormItem>
      {problems.length > 0 ? (
        <p role="alert" className={css.muted}>
          {i18n._({
            id: 'pages.tools.build.problems',
            message: 'Fix the field names and patterns marked in the properties before exporting.',
          })}
        </p>
      ) : null}
      <Tabs
        aria-label={i18n._({ id: 'pages.tools.build.export', message: 'Export' })}
        items={[
          tab(
            'json',
            i18n._({ id: 'pages.tools.build.json', message: 'JSON schema' }),
            json,
            `${base}.schema.json`,
            'application/json',
          ),
          tab(
            'react',
            i18n._({ id: 'pages.tools.build.react', message: 'React component' }),
            react,
            `${base}.tsx`,
            'text/plain',
          ),
        ]}
      />
    </section>
  );
}
