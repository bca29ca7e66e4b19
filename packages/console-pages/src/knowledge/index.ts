import type { PageModule } from '../registry/page-module';
import { KNOWLEDGE_AREA, KNOWLEDGE_PLACES } from './shared/places';

const lists = () => import('./article/article-list-page');
const editors = () => import('./edit/article-edit-page');

/**
 * Knowledge centre and success stories (issue 13): news and articles, drafts, publication
 * records, FAQ, certificates, solutions and success cases. Articles, solutions and cases share
 * one editor (`konwledge/edit/index`, `prod/index`, `brand/edit/index`), loaded with the full
 * rich-text editor only when opened.
 */
export const knowledgeModule: PageModule = {
  id: KNOWLEDGE_AREA,
  components: {
    'konwledge/article/index': () => lists().then((m) => ({ default: m.ArticlePage })),
    'brand/solution/index': () => lists().then((m) => ({ default: m.SolutionPage })),
    'success/case/index': () => lists().then((m) => ({ default: m.CasePage })),
    'konwledge/draft/index': () =>
      import('./draft/draft-page').then((m) => ({ default: m.DraftPage })),
    'konwledge/list/index': () =>
      import('./publication/publication-page').then((m) => ({ default: m.PublicationPage })),
    'konwledge/faq/index': () => import('./faq/faq-page').then((m) => ({ default: m.FaqPage })),
    'konwledge/certificate/index': () =>
      import('./certificate/certificate-page').then((m) => ({ default: m.CertificatePage })),
    'konwledge/edit/index': () => editors().then((m) => ({ default: m.ArticleEditPage })),
    'prod/index': () => editors().then((m) => ({ default: m.NewsEditPage })),
    'brand/edit/index': () => editors().then((m) => ({ default: m.SolutionEditPage })),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    en: () => import('./locales/en/messages'),
    fr: () => import('./locales/fr/messages'),
  },
  places: KNOWLEDGE_PLACES,
};
