import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { consoleRootClass, lightThemeClass } from '@wcm/console-ui/theme';

// Source (English) messages render as-is; stories do not depend on compiled catalogues.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.activate('en');

const withConsole: Decorator = (Story) => (
  <I18nProvider i18n={i18n}>
    <div className={`${lightThemeClass} ${consoleRootClass}`}>
      <Story />
    </div>
  </I18nProvider>
);

const preview: Preview = {
  decorators: [withConsole],
  parameters: { layout: 'fullscreen' },
};

export default preview;
