import { useLingui } from '@lingui/react';
import type { SelectOption } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useDictOptions } from '../dict';
import { textOf } from './text';
import type { ResourceText } from './types';

/** Options of a select, radio group or select filter: a dictionary type's, or fixed ones. */
export function useResourceOptions(
  dict: string | undefined,
  options: ReadonlyArray<{ label: ResourceText; value: string }> | undefined,
): SelectOption<string>[] {
  const { i18n } = useLingui();
  const fromDict = useDictOptions(dict ?? '');
  return useMemo(
    () =>
      options ? options.map((o) => ({ label: textOf(i18n, o.label), value: o.value })) : fromDict,
    [options, fromDict, i18n],
  );
}
