import { useState } from 'react';

// Stories only: demos hold their value in state so they are interactive, and still report
// every change to the story's spy (`args.onChange`), which the Actions panel and the tests read.

/** A value kept in state whose setter also reports each new value through `report`. */
export function useRecordedState<T>(initial: T, report: (next: T) => void): [T, (next: T) => void] {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    report(next);
  };
  return [value, change];
}

/** Wraps state setters so that each value they are given is also reported through `report`. */
export function recording(report: (value: unknown) => void) {
  return <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      report(value);
    };
}
