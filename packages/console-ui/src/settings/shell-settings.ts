import {
  createAppStore,
  createLanguageStore,
  createLayoutSettingsStore,
  DEFAULT_SIZE,
  LAYOUT_SETTINGS_KEY,
  localCache,
  type AppStore,
  type CookieJar,
  type LanguageSource,
  type LanguageStore,
  type LayoutSettingsStore,
  type StorageHelper,
} from '@wcm/console-core';
import { atom, type ReadableAtom } from 'nanostores';

/** Key, inside the saved `layout-setting` object, of the light/dark mode (not a core setting). */
export const DARK_MODE_KEY = 'dark';

/**
 * Every setting of the settings drawer, composed from console-core's stores: layout settings
 * (`layout-setting` in local storage), size (`size` cookie) and language (`change-language`),
 * plus the light/dark mode, which is saved inside the same `layout-setting` object.
 */
export interface ShellSettings {
  readonly layout: LayoutSettingsStore;
  readonly app: AppStore;
  readonly language: LanguageStore;
  /** Dark mode of the whole console; changed at once, kept by `save()`. */
  readonly $dark: ReadableAtom<boolean>;
  setDark(dark: boolean): void;
  /** Writes the layout settings and the mode under `layout-setting`. */
  save(): void;
  /** Removes the saved settings and returns layout, mode and size to their defaults. */
  reset(): void;
}

/** Sources of {@link createShellSettings}; all default to the browser's. */
export interface ShellSettingsOptions {
  /** @default localCache() */
  storage?: StorageHelper;
  /** @default documentCookieJar() */
  cookies?: CookieJar;
  /** Usually the console's own `wcm.languageSource`. @default storageLanguageSource() */
  languageSource?: LanguageSource;
  /** Called after a language change. @default location.reload() */
  reload?: () => void;
  /** Window width at start. @default window.innerWidth */
  width?: number;
}

function savedDark(storage: StorageHelper): boolean {
  const saved = storage.getJSON<Record<string, unknown>>(LAYOUT_SETTINGS_KEY);
  return typeof saved === 'object' && saved !== null && saved[DARK_MODE_KEY] === true;
}

/** Creates the settings of one console shell, starting from what was saved. */
export function createShellSettings(options: ShellSettingsOptions = {}): ShellSettings {
  const storage = options.storage ?? localCache();
  const layout = createLayoutSettingsStore({ storage });
  const app = createAppStore({
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.width !== undefined ? { width: options.width } : {}),
  });
  const language = createLanguageStore({
    ...(options.languageSource ? { source: options.languageSource } : {}),
    ...(options.reload ? { reload: options.reload } : {}),
  });
  const $dark = atom(savedDark(storage));
  return {
    layout,
    app,
    language,
    $dark,
    setDark(dark) {
      $dark.set(dark);
    },
    save() {
      layout.save();
      // The core store keeps only its own keys when reading, so the extra key is harmless there.
      storage.setJSON(LAYOUT_SETTINGS_KEY, {
        ...layout.$settings.get(),
        [DARK_MODE_KEY]: $dark.get(),
      });
    },
    reset() {
      layout.reset();
      $dark.set(false);
      app.setSize(DEFAULT_SIZE);
    },
  };
}
