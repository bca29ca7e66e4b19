import {
  createStorageHelper,
  memoryCookieJar,
  memoryLanguageSource,
  memoryStorage,
  type CookieJar,
  type Locale,
  type StorageHelper,
} from '@wcm/console-core';

import { createShellSettings, type ShellSettings } from './shell-settings';

/** Shell settings kept in memory (stories and tests), with what they write exposed. */
export function memoryShellSettings(
  options: { saved?: Record<string, string>; locale?: Locale; reload?: () => void } = {},
): ShellSettings & { storage: StorageHelper; cookies: CookieJar } {
  const storage = createStorageHelper(memoryStorage(options.saved));
  const cookies = memoryCookieJar();
  const settings = createShellSettings({
    storage,
    cookies,
    languageSource: memoryLanguageSource(options.locale ?? 'en'),
    reload: options.reload ?? (() => undefined),
    width: 1280,
  });
  return { ...settings, storage, cookies };
}
