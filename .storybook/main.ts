import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { inlineEnglishMessages } from '../apps/host/inline-messages';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/*/src/**/*.stories.tsx'],
  // The build runs on machines without network access.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), inlineEnglishMessages({ complete: false })],
      // Workspace packages resolve to their TypeScript sources, not dist.
      resolve: { conditions: ['@wcm/source', ...defaultClientConditions] },
      build: {
        rolldownOptions: {
          // Radix and Lingui ship "use client" banners that mean nothing in a client-only bundle.
          onwarn(warning: { code?: string }, warn: (w: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    }),
};

export default config;
