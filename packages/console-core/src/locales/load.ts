import { catalogueLoader } from '../i18n/catalogues';

export const loadMessages = catalogueLoader({
  'zh-CN': () => import('./zh-CN/messages'),
  fr: () => import('./fr/messages'),
});
