import { catalogueLoader } from '@wcm/console-core';

export const loadMessages = catalogueLoader({
  'zh-CN': () => import('./zh-CN/messages'),
  fr: () => import('./fr/messages'),
});
