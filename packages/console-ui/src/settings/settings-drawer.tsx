import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import {
  LOCALE_NAMES,
  SETTINGS_DRAWER_WIDTH,
  SIZE_OPTIONS,
  SUPPORTED_LOCALES,
  type Locale,
  type SideTheme,
} from '@wcm/console-core';
import { useState } from 'react';

import { Button } from '../kit/button';
import { ConsolePortal } from '../root/console-portal';
import { SIZE_LABELS } from '../shell/size-labels';
import * as styles from './settings-drawer.css';
import { Section, SelectRow, SwitchRow, ThemeColorPicker } from './settings-fields';
import type { ShellSettings } from './shell-settings';
import { useShellSettings, useShellSettingsSnapshot } from './shell-settings-context';

/** Props of {@link SettingsDrawer}. */
export interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The settings to edit. @default the provided ones (`ShellSettingsProvider`) */
  settings?: ShellSettings;
}

/** The settings drawer with the given settings or the provided ones. */
export function SettingsDrawer({ settings, ...props }: SettingsDrawerProps) {
  return settings ? (
    <SettingsDrawerView {...props} settings={settings} />
  ) : (
    <ProvidedSettingsDrawer {...props} />
  );
}

function ProvidedSettingsDrawer(props: Omit<SettingsDrawerProps, 'settings'>) {
  return <SettingsDrawerView {...props} settings={useShellSettings()} />;
}

/**
 * Right-side layout settings drawer (280 px): theme colour, mode, side theme, top-menu mode,
 * tabs, fixed header, logo, dynamic title, size and language. Changes apply at once; "Save"
 * keeps them (the language, which reloads the page, is applied on save), "Reset" returns to
 * the defaults and forgets the saved ones.
 */
function SettingsDrawerView({
  open,
  onOpenChange,
  settings,
}: Omit<SettingsDrawerProps, 'settings'> & { settings: ShellSettings }) {
  const { i18n } = useLingui();
  const { layout, dark, size, locale } = useShellSettingsSnapshot(settings);
  const [pendingLocale, setPendingLocale] = useState<Locale | undefined>();
  const change = settings.layout.change;
  // The on/off layout settings, in the order the drawer lists them.
  const layoutSwitches = [
    ['topNav', i18n._({ id: 'settings.topNav', message: 'Top menu' })],
    ['tagsView', i18n._({ id: 'settings.tagsView', message: 'Page tabs' })],
    ['fixedHeader', i18n._({ id: 'settings.fixedHeader', message: 'Fixed header' })],
    ['sidebarLogo', i18n._({ id: 'settings.sidebarLogo', message: 'Sidebar logo' })],
    ['dynamicTitle', i18n._({ id: 'settings.dynamicTitle', message: 'Dynamic title' })],
  ] as const;
  const sideThemes: { value: SideTheme; label: string }[] = [
    { value: 'theme-dark', label: i18n._({ id: 'settings.sideTheme.dark', message: 'Dark' }) },
    { value: 'theme-light', label: i18n._({ id: 'settings.sideTheme.light', message: 'Light' }) },
  ];

  const save = () => {
    settings.save();
    onOpenChange(false);
    if (pendingLocale && pendingLocale !== locale) settings.language.change(pendingLocale);
    setPendingLocale(undefined);
  };
  const reset = () => {
    settings.reset();
    setPendingLocale(undefined);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ConsolePortal portal={Dialog.Portal}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          style={{ width: `min(${SETTINGS_DRAWER_WIDTH}px, 100vw)` }}
          aria-describedby={undefined}
          data-slot="settings-drawer"
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>
              {i18n._({ id: 'settings.title', message: 'Layout settings' })}
            </Dialog.Title>
            <Dialog.Close
              className={styles.close}
              aria-label={i18n._({ id: 'settings.close', message: 'Close' })}
            >
              ×
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <ThemeColorPicker value={layout.theme} onChange={(c) => change('theme', c)} />
            <Section legend={i18n._({ id: 'settings.appearance', message: 'Appearance' })}>
              <SwitchRow
                label={i18n._({ id: 'settings.darkMode', message: 'Dark mode' })}
                checked={dark}
                onChange={settings.setDark}
              />
              <SelectRow
                label={i18n._({ id: 'settings.sideTheme', message: 'Sidebar theme' })}
                value={layout.sideTheme}
                options={sideThemes}
                onChange={(value) => change('sideTheme', value)}
              />
              <SelectRow
                label={i18n._({ id: 'settings.size', message: 'Size' })}
                value={size}
                options={SIZE_OPTIONS.map((s) => ({ value: s, label: i18n._(SIZE_LABELS[s]) }))}
                onChange={settings.app.setSize}
              />
              <SelectRow
                label={i18n._({ id: 'settings.language', message: 'Language' })}
                value={pendingLocale ?? locale}
                options={SUPPORTED_LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
                onChange={setPendingLocale}
              />
            </Section>
            <Section legend={i18n._({ id: 'settings.layout', message: 'Layout' })}>
              {layoutSwitches.map(([key, label]) => (
                <SwitchRow
                  key={key}
                  label={label}
                  checked={layout[key]}
                  onChange={(v) => change(key, v)}
                />
              ))}
            </Section>
            <p className={styles.note}>
              {i18n._({
                id: 'settings.note',
                message: 'Changes apply at once; save them to keep them after a reload.',
              })}
            </p>
          </div>
          <div className={styles.footer}>
            <Button variant="primary" className={styles.footerButton} onClick={save}>
              {i18n._({ id: 'settings.save', message: 'Save' })}
            </Button>
            <Button className={styles.footerButton} onClick={reset}>
              {i18n._({ id: 'settings.reset', message: 'Reset' })}
            </Button>
          </div>
        </Dialog.Content>
      </ConsolePortal>
    </Dialog.Root>
  );
}
