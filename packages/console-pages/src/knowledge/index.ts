import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';
import { KNOWLEDGE_AREA, KNOWLEDGE_PLACES } from './shared/places';

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
    ...pagesOf(() => import('./pages'), {
      'konwledge/article/index': 'ArticlePage',
      'brand/solution/index': 'SolutionPage',
      'success/case/index': 'CasePage',
      'konwledge/draft/index': 'DraftPage',
      'konwledge/list/index': 'PublicationPage',
      'konwledge/faq/index': 'FaqPage',
      'konwledge/certificate/index': 'CertificatePage',
    }),
    ...pagesOf(editors, {
      'konwledge/edit/index': 'ArticleEditPage',
      'prod/index': 'NewsEditPage',
      'brand/edit/index': 'SolutionEditPage',
    }),
  },
  messages: {
    'zh-CN': () => import('./locales/zh-CN/messages'),
    fr: () => import('./locales/fr/messages'),
  },
  places: KNOWLEDGE_PLACES,
};
