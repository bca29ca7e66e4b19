import { requestHeaders } from '@wcm/console-core';
import type { FetchResult, WcmConsole } from '@wcm/console-core';
import type { FieldError, ProductFields } from '../shared/products-types';
import { putBody } from '../../common/wire';

/** Outcome of a save: saved (with the new id and version), refused by rules, or a conflict. */
export type SaveOutcome<D> =
  | { kind: 'saved'; data: D }
  | { kind: 'invalid'; msg: string; errors: FieldError[] }
  | { kind: 'conflict'; msg: string }
  | { kind: 'failed' };

interface Answer {
  code?: number;
  msg?: string;
  errors?: FieldError[];
  data?: unknown;
}

/**
 * Runs a save call: rule failures (`{code:500, errors}`) and conflicts (`{code:409}`) come back
 * as outcomes for the form to show at its fields; anything else gets the console's usual
 * handling (`wcm.call` shows it) and becomes `failed`. Nothing typed is touched either way.
 */
export async function runSave<D>(
  wcm: WcmConsole,
  call: Promise<FetchResult<unknown, unknown>>,
): Promise<SaveOutcome<D>> {
  let raw: FetchResult<unknown, unknown>;
  try {
    raw = await call;
  } catch (error) {
    await wcm.call(Promise.reject(error)).catch(() => undefined);
    return { kind: 'failed' };
  }
  const body = (raw.data ?? raw.error) as Answer | undefined;
  if (body?.code === 500 && Array.isArray(body.errors) && body.errors.length > 0)
    return { kind: 'invalid', msg: body.msg ?? '', errors: body.errors };
  if (body?.code === 409) return { kind: 'conflict', msg: body.msg ?? '' };
  try {
    const ok = (await wcm.call(Promise.resolve(raw))) as Answer;
    return { kind: 'saved', data: ok.data as D };
  } catch {
    return { kind: 'failed' };
  }
}

/** Ids and versions the editor holds between saves. */
export interface EditorIds {
  productId?: number | undefined;
  /** Version of the product as read (optimistic check of edits and of draft publishing). */
  version?: number | undefined;
  draftId?: number | undefined;
  draftVersion?: number | undefined;
}

/** Saves the form as a draft (new or again); drafts skip the rules and the resubmit guard. */
export function saveDraftCall(wcm: WcmConsole, form: ProductFields, ids: EditorIds) {
  const body = {
    form,
    productId: ids.productId ?? null,
    productVersion: ids.productId ? (ids.version ?? null) : null,
  };
  const headers = requestHeaders({ repeatSubmit: false });
  return runSave<{ draftId: number; version: number }>(
    wcm,
    ids.draftId && ids.draftVersion
      ? wcm.api.PUT('/drafts/product', {
          body: putBody({ ...body, draftId: ids.draftId, version: ids.draftVersion }),
          headers,
        })
      : wcm.api.POST('/drafts/product', { body, headers }),
  );
}

/** Adds the product, or edits it with the version it was read at. */
export function saveProductCall(wcm: WcmConsole, form: ProductFields, ids: EditorIds) {
  return runSave<{ productId: number; version: number }>(
    wcm,
    ids.productId && ids.version
      ? wcm.api.PUT('/brand/product', {
          body: putBody({ ...form, productId: ids.productId, version: ids.version }),
        })
      : wcm.api.POST('/brand/product', { body: form }),
  );
}

/** Publishes a saved draft into its product (full rules; the draft is deleted on success). */
export function publishDraftCall(wcm: WcmConsole, draftId: number) {
  return runSave<{ productId: number; version: number }>(
    wcm,
    wcm.api.POST('/drafts/product/{draftId}/publish', { params: { path: { draftId } } }),
  );
}
