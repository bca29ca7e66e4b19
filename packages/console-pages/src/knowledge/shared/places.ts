import { useAreaLinks, type AreaPlaces } from '../../common/links';

/**
 * The places of the knowledge centre and their paths in the WCM console (menu paths of
 * `/getRouters` and the permission routes of spec section 2, 'konwledge' spelled as the product
 * has it). The editors take the record id, 0 for a new one; a success case's id is written
 * `case-<id>` (`case-0` new) since the spec gives cases no editor route of their own.
 */
export const KNOWLEDGE_PLACES = {
  articles: { path: '/konwledge/article', component: 'konwledge/article/index' },
  drafts: { path: '/konwledge/draft', component: 'konwledge/draft/index' },
  records: { path: '/konwledge/list/index', component: 'konwledge/list/index' },
  faq: { path: '/konwledge/faq', component: 'konwledge/faq/index' },
  certificates: { path: '/konwledge/certificate', component: 'konwledge/certificate/index' },
  solutions: { path: '/brand/solution', component: 'brand/solution/index' },
  cases: { path: '/success/case', component: 'success/case/index' },
  /** Article editor ("publish article"); also opens success cases (`case-<id>`). */
  articleEdit: { path: '/konwledge/edit/index/:dictId', component: 'konwledge/edit/index' },
  /** News editor (the same article editor). */
  newsEdit: { path: '/prod/index/:dictId', component: 'prod/index' },
  /** Solution editor. */
  solutionEdit: { path: '/brand/edit/index/:dictId', component: 'brand/edit/index' },
} as const satisfies AreaPlaces;

export const KNOWLEDGE_AREA = 'knowledge';

/** Links between the knowledge pages, following the mounting app's paths. */
export const useKnowledgeLinks = () => useAreaLinks(KNOWLEDGE_AREA, KNOWLEDGE_PLACES);
