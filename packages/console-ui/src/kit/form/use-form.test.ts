import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  isEmptyValue,
  maxLength,
  pattern,
  required,
  useForm,
  validateField,
  validateValues,
  type FormRules,
} from './use-form';

interface Values {
  name: string;
  tags: string[];
  start: string;
  end: string;
}

const rules: FormRules<Values> = {
  name: [required('Name is required'), maxLength(5, 'Too long')],
  tags: required('Pick a tag'),
  end: (end, values) =>
    end && values.start && end < values.start ? 'End before start' : undefined,
};

const valid: Values = { name: 'ok', tags: ['a'], start: '2024-01-01', end: '2024-02-01' };

describe('rule helpers', () => {
  it('treats blank strings, nullish and empty arrays as empty', () => {
    expect([undefined, null, '', '  ', []].every(isEmptyValue)).toBe(true);
    expect([0, false, 'a', ['x']].some(isEmptyValue)).toBe(false);
  });

  it('required, maxLength and pattern', () => {
    expect(required('R')(' ')).toBe('R');
    expect(required('R')(0)).toBeUndefined();
    expect(maxLength(3, 'M')('abcd')).toBe('M');
    expect(maxLength(3, 'M')('abc')).toBeUndefined();
    expect(maxLength(1, 'M')(['a', 'b'])).toBe('M');
    const digits = pattern(/^\d+$/g, 'P');
    expect(digits('')).toBeUndefined();
    // A global regexp must give the same answer twice (lastIndex is reset).
    expect(digits('12')).toBeUndefined();
    expect(digits('12')).toBeUndefined();
    expect(digits('1a')).toBe('P');
  });

  it('returns the first failing message of a field and sees the other values', () => {
    expect(validateField('name', { ...valid, name: '' }, rules)).toBe('Name is required');
    expect(validateField('name', { ...valid, name: 'toolong' }, rules)).toBe('Too long');
    expect(validateField('end', { ...valid, end: '2023-12-31' }, rules)).toBe('End before start');
    expect(validateValues(valid, rules)).toEqual({});
    expect(validateValues({ ...valid, name: '', tags: [] }, rules)).toEqual({
      name: 'Name is required',
      tags: 'Pick a tag',
    });
  });
});

describe('useForm', () => {
  it('validates, reports errors and re-checks a field once it changes', () => {
    const { result } = renderHook(() => useForm({ ...valid, name: '' }, rules));
    let ok = true;
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    act(() => result.current.setField('name', 'toolong'));
    expect(result.current.errors.name).toBe('Too long');
    act(() => result.current.setField('name', 'fine'));
    expect(result.current.errors).toEqual({});
    act(() => {
      ok = result.current.validate();
    });
    expect(ok).toBe(true);
  });

  it('does not show an error before validate() for untouched rules', () => {
    const { result } = renderHook(() => useForm({ ...valid, name: '' }, rules));
    act(() => result.current.setField('tags', []));
    expect(result.current.errors).toEqual({});
  });

  it('tracks dirty against the baseline and resets (optionally to a new baseline)', () => {
    const { result } = renderHook(() => useForm(valid, rules));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setField('name', 'new'));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setField('name', 'ok'));
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setValues({ name: 'x', start: '2024-01-02' }));
    expect(result.current.values).toMatchObject({ name: 'x', start: '2024-01-02' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(valid);
    const loaded = { ...valid, name: 'load' };
    act(() => result.current.reset(loaded));
    expect(result.current.values).toEqual(loaded);
    expect(result.current.dirty).toBe(false);
  });

  it('bind() gives value and onChange for a field', () => {
    const { result } = renderHook(() => useForm(valid, rules));
    expect(result.current.bind('name').value).toBe('ok');
    act(() => result.current.bind('name').onChange('abc'));
    expect(result.current.values.name).toBe('abc');
    act(() => {
      result.current.setField('name', 'a');
      result.current.setField('tags', ['b']);
    });
    // Two updates in one batch both land.
    expect(result.current.values).toMatchObject({ name: 'a', tags: ['b'] });
  });
});
