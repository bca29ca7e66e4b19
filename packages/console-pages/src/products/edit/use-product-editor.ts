import { useLingui } from '@lingui/react';
import { formatValidation, translate } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useCallback, useRef, useState } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import { useNavigate } from 'react-router-dom';
import { useLoading } from '../../common/list/use-fetched';
import { useProductLinks } from '../shared/places';
import { categoryPath, type Category, type FieldError } from '../shared/products-types';
import {
  type EditorIds,
  publishDraftCall,
  saveDraftCall,
  saveProductCall,
  type SaveOutcome,
} from './product-api';
import { validateProductValues } from './product-rules';
import {
  emptyProductValues,
  fieldsFromValues,
  type ProductValues,
  valuesFromFields,
} from './product-values';

/** Which record the editor works on: a product (`id` 0 = new) or a draft. */
export interface EditorTarget {
  mode: 'product' | 'draft';
  id: number;
}

const snapshot = (values: ProductValues) => JSON.stringify(values);

/**
 * Controller of the product form: loads the product or draft, keeps the values and the errors
 * (by field path), saves drafts (explicitly or by autosave), submits with the spec's rules and
 * keeps everything typed when a save fails or conflicts.
 */
export function useProductEditor(target: EditorTarget, categories: readonly Category[]) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const links = useProductLinks();
  const [values, setValuesState] = useState<ProductValues>(emptyProductValues);
  const [baseline, setBaseline] = useState(() => snapshot(emptyProductValues()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, whileSaving] = useBusy();
  const [savedAt, setSavedAt] = useState<Date>();
  const ids = useRef<EditorIds>(
    target.mode === 'product' && target.id > 0 ? { productId: target.id } : {},
  );
  const checking = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  const dirty = snapshot(values) !== baseline;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const load = useCallback((next: ProductValues) => {
    latest.current = next;
    setValuesState(next);
    setBaseline(snapshot(next));
    setErrors({});
    setFormMessage(undefined);
  }, []);

  const loading = useLoading(
    target.id > 0
      ? (wcm) =>
          (target.mode === 'product'
            ? wcm
                .call(
                  wcm.api.GET('/brand/product/{productId}', {
                    params: { path: { productId: target.id } },
                  }),
                )
                .then((body) => {
                  ids.current = { productId: body.data.productId, version: body.data.version };
                  return valuesFromFields(body.data);
                })
            : wcm
                .call(
                  wcm.api.GET('/drafts/product/{draftId}', {
                    params: { path: { draftId: target.id } },
                  }),
                )
                .then((body) => {
                  const d = body.data;
                  ids.current = {
                    productId: d.productId ?? undefined,
                    version: d.productVersion ?? undefined,
                    draftId: d.draftId,
                    draftVersion: d.version,
                  };
                  return valuesFromFields(d.form);
                })
          ).catch(() => null)
      : null,
    (next) => (next ? load(next) : setLoadFailed(true)),
    `${target.mode}/${target.id}`,
  );

  const check = useCallback(
    (next: ProductValues) => {
      const result = validateProductValues(next, categoryPath(categories, next.categoryId));
      const found: Record<string, string> = {};
      for (const [field, failure] of Object.entries(result.failures))
        found[field] = formatValidation(i18n, failure) ?? '';
      return { found, message: result.formMessage && translate(i18n, result.formMessage) };
    },
    [categories, i18n],
  );

  const setField = useCallback(
    <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      setValuesState(next);
      // After a refused submit the messages follow the edits, as RuoYi's forms do.
      if (checking.current) {
        const { found, message } = check(next);
        setErrors(found);
        setFormMessage(message);
      }
    },
    [check],
  );

  const showServerErrors = (msg: string, list: readonly FieldError[]) => {
    checking.current = true;
    setErrors(Object.fromEntries(list.map((e) => [e.field, e.msg])));
    setFormMessage(msg);
  };

  const handleRefusal = (outcome: SaveOutcome<unknown>) => {
    if (outcome.kind === 'invalid') {
      showServerErrors(outcome.msg, outcome.errors);
      wcm.presenter.message({ type: 'error', text: outcome.msg });
    } else if (outcome.kind === 'conflict') {
      const text = conflictText(i18n, outcome.msg);
      setConflict(text);
      wcm.presenter.message({ type: 'error', text });
    }
  };

  /** Saves a draft; `auto` saves quietly. Returns the draft id, or undefined when not saved. */
  const saveDraft = async (auto = false): Promise<number | undefined> => {
    if (saving) return undefined;
    const sent = latest.current;
    return whileSaving(async () => {
      const outcome = await saveDraftCall(wcm, fieldsFromValues(sent), ids.current);
      if (outcome.kind !== 'saved') {
        handleRefusal(outcome);
        return undefined;
      }
      ids.current = { ...ids.current, ...outcome.data, draftVersion: outcome.data.version };
      setBaseline(snapshot(sent));
      setSavedAt(new Date());
      setConflict(undefined);
      if (!auto) {
        wcm.presenter.message({
          type: 'success',
          text: i18n._({ id: 'pages.products.edit.draftSaved', message: 'Draft saved' }),
        });
      }
      return outcome.data.draftId;
    });
  };

  /** Saves as draft and, from the product editor, continues at the draft's own route. */
  const saveAsDraft = async () => {
    const draftId = await saveDraft(false);
    if (draftId !== undefined && target.mode === 'product') {
      dirtyRef.current = false;
      navigate(links.to('draftEdit', draftId), { replace: true });
    }
  };

  /** Checks every rule, then adds/edits the product or publishes the draft. */
  const submit = async (): Promise<boolean> => {
    const { found, message } = check(latest.current);
    checking.current = true;
    setErrors(found);
    setFormMessage(message);
    if (message) {
      wcm.presenter.message({ type: 'error', text: message });
      return false;
    }
    if (target.mode === 'draft') {
      if (dirty && (await saveDraft(true)) === undefined) return false;
      const draftId = ids.current.draftId;
      if (!draftId) return false;
      return finish(await whileSaving(() => publishDraftCall(wcm, draftId)));
    }
    const sent = latest.current;
    const outcome = await whileSaving(() =>
      saveProductCall(wcm, fieldsFromValues(sent), ids.current),
    );
    const done = finish(outcome);
    const stale = ids.current.draftId;
    if (done && stale) {
      // An autosaved draft of this form is obsolete once the product is saved.
      void wcm
        .call(
          wcm.api.DELETE('/drafts/product/{draftId}', {
            params: { path: { draftId: String(stale) } },
          }),
          { silent: true },
        )
        .catch(() => undefined);
    }
    return done;
  };

  const finish = (outcome: SaveOutcome<{ productId: number; version: number }>) => {
    if (outcome.kind !== 'saved') {
      handleRefusal(outcome);
      return false;
    }
    setBaseline(snapshot(latest.current));
    dirtyRef.current = false;
    wcm.presenter.message({
      type: 'success',
      text: i18n._({
        id: 'pages.products.edit.submitted',
        message: 'Saved; the product now waits for review',
      }),
    });
    // The product list, where a submitted product waits for review.
    navigate(links.to('list'));
    return true;
  };

  const isNew = target.mode === 'product' ? target.id <= 0 : !ids.current.productId;
  // A plain object: the page reads it and hands on its parts, never keeps it; the actions read
  // refs and the latest state.
  return {
    values,
    errors,
    formMessage,
    conflict,
    dirty,
    dirtyRef,
    loading,
    loadFailed,
    saving,
    savedAt,
    isNew,
    setField,
    saveDraft,
    saveAsDraft,
    submit,
  };
}

function conflictText(i18n: ReturnType<typeof useLingui>['i18n'], msg: string): string {
  const own = i18n._({
    id: 'pages.products.edit.conflict',
    message:
      'Someone else saved this record after you opened it. Your changes are kept here: copy what you need, reload the page and apply them again.',
  });
  return msg ? `${msg} ${own}` : own;
}
