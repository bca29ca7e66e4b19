import { useLingui } from '@lingui/react';
import { requestHeaders } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useCallback, useRef, useState } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import { useLoading } from '../../common/list/use-fetched';
import { type ArticleKind, type ArticleRow, KINDS } from '../shared/kinds';
import { type ArticleValues, bodyOf, emptyArticle, validate, valuesOf } from './article-values';

interface Answer {
  code?: number;
  msg?: string;
  data?: unknown;
}
type Loose = (path: string, init?: { body?: unknown; headers?: HeadersInit }) => Promise<never>;

/**
 * State and calls of the article editor: load, save as draft (also autosave), save a live
 * record, publish, schedule. Saves carry the version read; a stale one shows the conflict.
 */
export function useArticleEditor(kind: ArticleKind, id: number) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const api = wcm.api as unknown as { GET: Loose; POST: Loose; PUT: Loose };
  const spec = KINDS[kind];
  const [values, setValues] = useState<ArticleValues>(emptyArticle);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [row, setRow] = useState<ArticleRow | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, whileBusy] = useBusy();
  const [savedAt, setSavedAt] = useState<Date | undefined>(undefined);
  const [conflict, setConflict] = useState<string | undefined>(undefined);
  const ids = useRef<{ articleId?: number; version?: number }>({});
  const dirtyRef = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const loading = useLoading(
    id > 0
      ? (wcm) =>
          wcm
            .call((wcm.api as unknown as { GET: Loose }).GET(`${spec.path}/${id}`))
            .then((body) => (body as Answer).data as ArticleRow | undefined)
            .catch(() => undefined)
      : null,
    (data) => {
      if (!data) {
        setLoadFailed(true);
        return;
      }
      ids.current = { articleId: data.articleId, version: data.version };
      setRow(data);
      setValues(valuesOf(data));
    },
    `${spec.path}/${id}`,
  );

  const setField = useCallback(<K extends keyof ArticleValues>(key: K, value: ArticleValues[K]) => {
    dirtyRef.current = true;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  }, []);

  const status = row?.status ?? '0';
  const isDraft = status === '0';

  /** Runs a call; a 409 becomes the conflict message, other refusals are shown by `wcm.call`. */
  const run = async (call: Promise<never>, quiet = false): Promise<Answer | undefined> => {
    try {
      const raw = (await call) as { data?: Answer; error?: Answer };
      const body = raw.data ?? raw.error;
      if (body?.code === 409) {
        setConflict(body.msg ?? '');
        return undefined;
      }
      if (quiet && body?.code !== 200) return undefined;
      return (await wcm.call(Promise.resolve(raw) as never)) as Answer;
    } catch {
      return undefined;
    }
  };

  /** Saves a new or draft record as a draft (title only needed). */
  const saveDraft = async (auto = false): Promise<boolean> => {
    const current = valuesRef.current;
    const found = validate(current, kind, 'draft', i18n);
    if (Object.keys(found).length > 0) {
      if (!auto) setErrors(found);
      return false;
    }
    const answer = await run(
      api.POST(`${spec.path}/draft`, {
        body: { ...bodyOf(current, kind), ...ids.current },
        headers: requestHeaders({ repeatSubmit: false }),
      }),
      auto,
    );
    const data = answer?.data as { articleId: number; version: number } | undefined;
    if (!data) return false;
    ids.current = data;
    if (valuesRef.current === current) dirtyRef.current = false;
    setSavedAt(new Date());
    if (!auto)
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.knowledge.edit.draftSaved', message: 'Draft saved' }),
      });
    return true;
  };

  /** Saves a published, unpublished or scheduled record (every rule applies when live). */
  const saveLive = async (): Promise<boolean> => {
    const mode = status === '2' ? 'draft' : 'publish';
    const found = validate(values, kind, mode, i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const answer = await run(
      api.PUT(spec.path, { body: { ...bodyOf(values, kind), ...ids.current } }),
    );
    if (!answer) return false;
    dirtyRef.current = false;
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.knowledge.msg.saved', message: 'Saved successfully' }),
    });
    return true;
  };

  /** Checks every rule, saves, then publishes now or at `at` (GMT+8 wall time of the server). */
  const publish = async (at?: string): Promise<boolean> => {
    const found = validate(values, kind, 'publish', i18n);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    return whileBusy(async () => {
      const saved = isDraft ? await saveDraft(true) : await saveLiveQuiet();
      if (!saved || !ids.current.articleId) return false;
      const answer = at
        ? await run(
            api.PUT(`${spec.path}/schedule`, {
              body: { articleId: ids.current.articleId, publishTime: at },
            }),
          )
        : await run(api.PUT(`${spec.path}/publish/${ids.current.articleId}`));
      if (!answer) return false;
      dirtyRef.current = false;
      wcm.presenter.message({
        type: 'success',
        text: at
          ? i18n._({ id: 'pages.knowledge.msg.scheduled', message: 'Publication scheduled' })
          : i18n._({ id: 'pages.knowledge.msg.published', message: 'Published' }),
      });
      return true;
    });
  };

  const saveLiveQuiet = async () => {
    const answer = await run(
      api.PUT(spec.path, { body: { ...bodyOf(values, kind), ...ids.current } }),
    );
    if (answer) ids.current = { ...ids.current, version: (ids.current.version ?? 0) + 1 };
    return Boolean(answer);
  };

  return {
    /** Forgets unsaved changes (leaving on purpose). */
    markClean: () => {
      dirtyRef.current = false;
    },
    values,
    errors,
    setField,
    row,
    status,
    isDraft,
    isNew: id <= 0 && !ids.current.articleId,
    loading,
    loadFailed,
    busy,
    savedAt,
    conflict,
    dirtyRef,
    saveDraft,
    saveLive,
    publish,
  };
}
