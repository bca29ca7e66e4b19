import { useCallback, useMemo, useRef, useState } from 'react';

/** Checks one field: returns an error message, or `undefined` when the value is fine. */
export type Rule<V = unknown, T = Record<string, unknown>> = (
  value: V,
  values: T,
) => string | undefined;

/** Rules per field of `T`: one rule or a list (the first failing message wins). */
export type FormRules<T> = {
  [K in keyof T]?: Rule<T[K], T> | ReadonlyArray<Rule<T[K], T>>;
};

/** A rule that looks only at the value; fits any field. */
export type ValueRule = (value: unknown) => string | undefined;

/** Error message per field; a missing key means the field is valid. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** True for `undefined`, `null`, blank strings and empty arrays. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Rule: the value must not be empty (see {@link isEmptyValue}). */
export function required(message: string): ValueRule {
  return (value) => (isEmptyValue(value) ? message : undefined);
}

/** Rule: a string (or array) longer than `n` fails; empty values pass. */
export function maxLength(n: number, message: string): ValueRule {
  return (value) =>
    (typeof value === 'string' || Array.isArray(value)) && value.length > n ? message : undefined;
}

/** Rule: a non-empty string must match `re`; empty values pass (combine with `required`). */
export function pattern(re: RegExp, message: string): ValueRule {
  return (value) => {
    if (isEmptyValue(value)) return undefined;
    // A global/sticky regexp keeps lastIndex between calls; reset it so results do not alternate.
    re.lastIndex = 0;
    return re.test(String(value)) ? undefined : message;
  };
}

/** Runs the rules of one field and returns the first message. */
export function validateField<T, K extends keyof T>(
  key: K,
  values: T,
  rules: FormRules<T>,
): string | undefined {
  const entry = rules[key] as Rule<T[K], T> | ReadonlyArray<Rule<T[K], T>> | undefined;
  if (!entry) return undefined;
  const list: ReadonlyArray<Rule<T[K], T>> = typeof entry === 'function' ? [entry] : entry;
  for (const rule of list) {
    const message = rule(values[key], values);
    if (message) return message;
  }
  return undefined;
}

/** Runs every rule and returns the errors of the failing fields (empty object = valid). */
export function validateValues<T>(values: T, rules: FormRules<T>): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const key of Object.keys(rules) as Array<keyof T>) {
    const message = validateField(key, values, rules);
    if (message) errors[key] = message;
  }
  return errors;
}

/** What {@link useForm} returns. */
export interface FormState<T> {
  values: T;
  errors: FormErrors<T>;
  /** Some value differs (by `Object.is`) from the initial (or last reset) values. */
  dirty: boolean;
  /** Sets one field; a field already showing an error is checked again at once. */
  setField: <K extends keyof T>(key: K, value: T[K]) => void;
  /** Replaces several values at once (e.g. after loading a record); errors are kept. */
  setValues: (patch: Partial<T>) => void;
  /** Runs all rules, shows their messages and returns whether the form is valid. */
  validate: () => boolean;
  /** Back to the initial values (or `next`, which becomes the new baseline); clears errors. */
  reset: (next?: T) => void;
  /** `{ value, onChange }` for a kit field bound to `key`. */
  bind: <K extends keyof T>(key: K) => { value: T[K]; onChange: (value: T[K]) => void };
}

/**
 * Small form-state hook: values, per-field rules, errors, dirty flag and reset. `initial` is read
 * on the first render only (load a fetched record with `reset(record)`); `rules` may change.
 */
export function useForm<T extends object>(initial: T, rules: FormRules<T> = {}): FormState<T> {
  const [baseline, setBaseline] = useState(initial);
  const [values, setAll] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  // Latest values and rules for callbacks that must stay stable between renders.
  const latest = useRef({ values, rules, errors });
  latest.current = { values, rules, errors };

  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    const next = { ...latest.current.values, [key]: value };
    latest.current.values = next;
    setAll(next);
    if (latest.current.errors[key] !== undefined) {
      const message = validateField(key, next, latest.current.rules);
      setErrors((prev) => {
        const copy = { ...prev };
        if (message) copy[key] = message;
        else delete copy[key];
        return copy;
      });
    }
  }, []);

  const setValues = useCallback((patch: Partial<T>) => {
    const next = { ...latest.current.values, ...patch };
    latest.current.values = next;
    setAll(next);
  }, []);

  const validate = useCallback(() => {
    const found = validateValues(latest.current.values, latest.current.rules);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);

  const reset = useCallback(
    (next?: T) => {
      const target = next ?? baseline;
      if (next) setBaseline(next);
      latest.current.values = target;
      setAll(target);
      setErrors({});
    },
    [baseline],
  );

  const bind = useCallback(
    <K extends keyof T>(key: K) => ({
      value: latest.current.values[key],
      onChange: (value: T[K]) => setField(key, value),
    }),
    [setField],
  );

  const dirty = useMemo(
    () => (Object.keys(values) as Array<keyof T>).some((k) => !Object.is(values[k], baseline[k])),
    [values, baseline],
  );

  return { values, errors, dirty, setField, setValues, validate, reset, bind };
}
