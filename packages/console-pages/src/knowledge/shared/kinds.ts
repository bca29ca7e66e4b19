import type { ResourceRow } from '../../common/resource';

/** An article, a solution or a success case (one table on the server, `kind` apart). */
export type ArticleRow = ResourceRow<'/konwledge/article'>;
export type ArticleKind = ArticleRow['kind'];

/** What differs between the three kinds: API path, permission prefix, category dictionary. */
export interface KindSpec {
  kind: ArticleKind;
  path: '/konwledge/article' | '/brand/solution' | '/success/case';
  permission: string;
  categoryDict: string;
  /** Editor place and the id written in its route for record `id` (0 = new). */
  editPlace: 'articleEdit' | 'solutionEdit';
  routeId: (id: number) => string;
  listPlace: 'articles' | 'solutions' | 'cases';
}

export const KINDS: Record<ArticleKind, KindSpec> = {
  article: {
    kind: 'article',
    path: '/konwledge/article',
    permission: 'konwledge:article',
    categoryDict: 'wcm_article_category',
    editPlace: 'articleEdit',
    routeId: (id) => String(id),
    listPlace: 'articles',
  },
  solution: {
    kind: 'solution',
    path: '/brand/solution',
    permission: 'brand:solution',
    categoryDict: 'wcm_solution_category',
    editPlace: 'solutionEdit',
    routeId: (id) => String(id),
    listPlace: 'solutions',
  },
  case: {
    kind: 'case',
    path: '/success/case',
    permission: 'success:case',
    categoryDict: 'wcm_case_category',
    editPlace: 'articleEdit',
    routeId: (id) => `case-${id}`,
    listPlace: 'cases',
  },
};

/** Cover height/width and tolerance (spec §5). */
export const COVER_RULE = 'cover-1.4' as const;
