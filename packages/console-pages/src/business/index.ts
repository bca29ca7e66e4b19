import type { PageModule } from '../registry/page-module';
import { pagesOf } from '../registry/pages-of';
import { QUOTATION_AREA, QUOTATION_PLACES } from './places';

const messages = {
  'zh-CN': () => import('./locales/zh-CN/messages'),
  fr: () => import('./locales/fr/messages'),
};

const loadRfqs = () => import('./rfq/rfq-page').then((m) => ({ default: m.RfqPage }));
const loadRfqDetail = () =>
  import('./rfq/rfq-detail-page').then((m) => ({ default: m.RfqDetailPage }));

/** Followers, comments, document library and download applications (issue 14). */
export const businessModule: PageModule = {
  id: 'business',
  // Pure: a portal that imports only `quotationModule` from this file drops these pages.
  components: /* @__PURE__ */ pagesOf(() => import('./pages'), {
    'business/follower/index': 'FollowerPage',
    'business/comment/index': 'CommentPage',
    'business/library/index': 'LibraryPage',
    'business/download/index': 'DownloadPage',
  }),
  messages,
};

/**
 * Quotation requests (opportunity list and detail, issue 14), mountable in a partner portal
 * like the product pages (places `list` and `detail`).
 */
export const quotationModule: PageModule = {
  id: QUOTATION_AREA,
  components: {
    'quotation/rfq/index': loadRfqs,
    'quotation/rfq/detail': loadRfqDetail,
  },
  routes: [
    {
      // Not a menu: opened from the list; the API calls it makes are guarded by quotation:rfq.
      path: QUOTATION_PLACES.detail.path,
      title: /*i18n*/ { id: 'pages.business.rfq.detailTitle', message: 'Quotation request' },
      layout: 'shell',
      load: loadRfqDetail,
    },
  ],
  messages,
  places: QUOTATION_PLACES,
};
