import { useAreaLinks, type AreaPlaces } from '../common/links';

/**
 * The places of the quotation area and their paths in the WCM console. A partner portal
 * mounting the RFQ pages gives its own paths, e.g.
 * `paths: { quotation: { list: '/quotes', detail: '/quotes/:quoteId' } }`.
 */
export const QUOTATION_PLACES = {
  /** Opportunity list (menu `quotation/rfq/index`). */
  list: { path: '/quotation/rfq', component: 'quotation/rfq/index' },
  /** One request: its fields, status moves, assignee and follow-up history. */
  detail: { path: '/quotation/rfq-detail/index/:rfqId', component: 'quotation/rfq/detail' },
} as const satisfies AreaPlaces;

/** Id of the quotation area (its module id). */
export const QUOTATION_AREA = 'quotation';

/** Links between the RFQ pages, following the mounting app's paths. */
export const useQuotationLinks = () => useAreaLinks(QUOTATION_AREA, QUOTATION_PLACES);

/** Statuses of a request and the moves allowed from each (the server's rule). */
export const RFQ_MOVES: Readonly<Record<string, readonly string[]>> = {
  new: ['contacted', 'quoted', 'lost'],
  contacted: ['quoted', 'won', 'lost'],
  quoted: ['contacted', 'won', 'lost'],
  won: [],
  lost: ['contacted'],
};
