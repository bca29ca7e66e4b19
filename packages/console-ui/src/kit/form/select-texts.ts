import { useLingui } from '@lingui/react';

/** The texts the select fields share, translated: placeholder, Clear button and no-options text. */
export function useSelectTexts() {
  const { i18n } = useLingui();
  return {
    placeholder: i18n._({ id: 'kit.select.placeholder', message: 'Please select' }),
    clear: i18n._({ id: 'kit.select.clear', message: 'Clear' }),
    empty: i18n._({ id: 'kit.select.empty', message: 'No data' }),
  };
}
