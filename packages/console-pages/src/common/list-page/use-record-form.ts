import { useForm } from '@wcm/console-ui';
import type { FormRules, FormState } from '@wcm/console-ui';
import { useEffect, useRef, useState } from 'react';

/** What {@link RecordFormOptions.fetch} brings back. */
export interface FetchedRecord<T, X> {
  /** The record's form values (when editing); none keeps the empty ones. */
  values?: T | undefined;
  /** What the form needs besides the values (option lists, trees). */
  extra: X;
}

/** Options of {@link useRecordForm}. */
export interface RecordFormOptions<T extends object, Id, X = undefined> {
  /** The dialog is open; opening (re)loads the form. */
  open: boolean;
  /** The record to edit; undefined adds one. */
  id: Id | undefined;
  /** Values of a new record (also the form before a record is loaded). */
  empty: T;
  /** Fetches the record to edit as form values (rejects after `wcm.call` showed the error). */
  load?: (id: Id) => Promise<T>;
  /**
   * Instead of `load`, for a dialog that also needs option lists or trees: fetches on every
   * opening, adding too, the record (when editing) with those (`extra`).
   */
  fetch?: (id: Id | undefined) => Promise<FetchedRecord<T, X>>;
  /** Sends the values; `isEdit` tells POST from PUT. Rejects when the server refuses. */
  submit: (values: T, isEdit: boolean) => Promise<unknown>;
  rules?: FormRules<T>;
}

/** State of an add/edit dialog from {@link useRecordForm}. */
export interface RecordForm<T, X = undefined> {
  form: FormState<T>;
  /** What `fetch` brought besides the values; undefined until it arrives. */
  extra: X | undefined;
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
export function useRecordForm<T extends object, Id, X = undefined>(
  options: RecordFormOptions<T, Id, X>,
  actions: RecordFormNotices,
): RecordForm<T, X> {
  const { open, id, empty } = options;
  const form = useForm<T>(empty, options.rules);
  const [loading, setLoading] = useState(false);
  const [extra, setExtra] = useState<X | undefined>(undefined);
  const latest = useRef({ options, reset: form.reset });
  latest.current = { options, reset: form.reset };
  const isEdit = id !== undefined;

  useEffect(() => {
    if (!open) return;
    let alive = true;
    latest.current.reset(latest.current.options.empty);
    setExtra(undefined);
    // Only a record on its way disables the form (not option lists, nor an earlier record).
    setLoading(id !== undefined);
    const fetched = fetchRecord(latest.current.options, id);
    if (!fetched) return;
    fetched
      .then((next) => {
        if (!alive) return;
        setExtra(next.extra);
        if (next.values) latest.current.reset(next.values);
      })
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

  return { form, extra, isEdit, loading, save };
}

/** What one opening fetches: `fetch`, or `load` when editing; undefined when nothing. */
function fetchRecord<T extends object, Id, X>(
  options: RecordFormOptions<T, Id, X>,
  id: Id | undefined,
): Promise<FetchedRecord<T, X | undefined>> | undefined {
  if (options.fetch) return options.fetch(id);
  if (id === undefined || !options.load) return undefined;
  return options.load(id).then((values) => ({ values, extra: undefined }));
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
