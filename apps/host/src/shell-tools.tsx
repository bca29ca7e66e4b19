import {
  FullscreenButton,
  LanguageMenu,
  ShellSettingsProvider,
  SizeMenu,
  useConsole,
  useShellSettingsSnapshot,
  type ShellSettings,
} from '@wcm/console-ui';
import { lazy, Suspense, useState } from 'react';

// The drawer is only downloaded once someone opens it.
const SettingsDrawer = lazy(() =>
  import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);

/** Header tools of the shell: full screen, size picker and language switch. */
export function HeaderTools({ settings }: { settings: ShellSettings }) {
  const wcm = useConsole();
  const { size, locale } = useShellSettingsSnapshot(settings);
  return (
    <>
      <FullscreenButton
        onUnsupported={(text) => wcm.presenter.message({ type: 'warning', text })}
      />
      <SizeMenu size={size} onChange={settings.app.setSize} />
      <LanguageMenu locale={locale} onChange={settings.language.change} />
    </>
  );
}

/** Whether the settings drawer is open, and the drawer itself once it has been opened. */
export function useSettingsDrawer(settings: ShellSettings) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const drawer = loaded ? (
    <ShellSettingsProvider settings={settings}>
      <Suspense fallback={null}>
        <SettingsDrawer open={open} onOpenChange={setOpen} />
      </Suspense>
    </ShellSettingsProvider>
  ) : null;
  return {
    drawer,
    open() {
      setLoaded(true);
      setOpen(true);
    },
  };
}
