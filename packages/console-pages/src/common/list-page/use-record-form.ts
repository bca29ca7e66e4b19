import { useForm } from '@wcm/console-ui';
import type { FormRules, FormState } from '@wcm/console-ui';
import { useEffect, useRef, useState } from 'react';

/** Options of {@link useRecordForm}. */
export interface RecordFormOptions<T extends object, Id> {
  /** The dialog is open; opening (re)loads the form. */
  open: boolean;
  /** The record to edit; undefined adds one. */
  id: Id | undefined;
  /** Values of a new record (also the form before a record is loaded). */
  empty: T;
  /** Fetches the record to edit as form values (rejects after `wcm.call` showed the error). */
  load: (id: Id) => Promise<T>;
  /** Sends the values; `isEdit` tells POST from PUT. Rejects when the server refuses. */
  submit: (values: T, isEdit: boolean) => Promise<unknown>;
  rules?: FormRules<T>;
}

/** State of an add/edit dialog from {@link useRecordForm}. */
export interface RecordForm<T> {
  form: FormState<T>;
  isEdit: boolean;
  /** The record is being fetched. */
  loading: boolean;
  /**
   * Validates and submits; resolves false on invalid input or a refused request (the dialog stays
   * open with what was typed), true after success with RuoYi's 'Added/Saved successfully'.
   */
  save: () => Promise<boolean>;
}

/** The area's success messages shown after a save. */
export interface RecordFormNotices {
  added(): void;
  saved(): void;
}

/**
 * Controller of a RuoYi add/edit dialog: reset on open, load when editing, validate, save; the
 * area passes its translated success messages as `actions`.
 */
export function useRecordForm<T extends object, Id>(
  options: RecordFormOptions<T, Id>,
  actions: RecordFormNotices,
): RecordForm<T> {
  const { open, id, empty } = options;
  const form = useForm<T>(empty, options.rules);
  const [loading, setLoading] = useState(false);
  const latest = useRef({ options, reset: form.reset });
  latest.current = { options, reset: form.reset };
  const isEdit = id !== undefined;

  useEffect(() => {
    if (!open) return;
    let alive = true;
    latest.current.reset(latest.current.options.empty);
    if (id === undefined) return;
    setLoading(true);
    latest.current.options
      .load(id)
      .then((values) => alive && latest.current.reset(values))
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [open, id]);

  const save = async (): Promise<boolean> => {
    // Until the record arrives the form holds the empty values: saving them would lose data.
    if (loading || !form.validate()) return false;
    try {
      await options.submit(form.values, isEdit);
    } catch {
      return false;
    }
    if (isEdit) actions.saved();
    else actions.added();
    return true;
  };

  return { form, isEdit, loading, save };
}

/** Which record an add/edit dialog shows: closed, adding, or editing `id`. */
export type DialogTarget<Id> = { open: false } | { open: true; id: Id | undefined };

/** Open/close state of an add/edit dialog. */
export function useDialogTarget<Id>() {
  const [target, setTarget] = useState<DialogTarget<Id>>({ open: false });
  return {
    open: target.open,
    id: target.open ? target.id : undefined,
    add: () => setTarget({ open: true, id: undefined }),
    edit: (id: Id) => setTarget({ open: true, id }),
    close: () => setTarget({ open: false }),
  };
}
