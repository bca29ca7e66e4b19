import { useLingui } from '@lingui/react';
import { SIZE_OPTIONS, type Size } from '@wcm/console-core';

import { HeaderChoiceMenu, ToolIcon } from './header-menu';
import { SIZE_LABELS } from './size-labels';

/** Props of {@link SizeMenu}. */
export interface SizeMenuProps {
  size: Size;
  /** Called with another size; the app store applies it and keeps it in the `size` cookie. */
  onChange: (size: Size) => void;
}

/** Header size picker: default, medium, small, mini. */
export function SizeMenu({ size, onChange }: SizeMenuProps) {
  const { i18n } = useLingui();
  return (
    <HeaderChoiceMenu
      label={i18n._({ id: 'shell.size.label', message: 'Size' })}
      icon={<ToolIcon d="M4 7V4h16v3M9 20h6M12 4v16" />}
      value={size}
      options={SIZE_OPTIONS.map((s) => ({ value: s, label: i18n._(SIZE_LABELS[s]) }))}
      onChange={onChange}
    />
  );
}
