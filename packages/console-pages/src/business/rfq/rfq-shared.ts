import type { ResourceRow } from '../../common/resource';
import { useFetched } from '../../common/list/use-fetched';
import { CONTACT_TEXTS, type Option } from '../shared-fields';

// What the request list and the request details page share.

export type Rfq = ResourceRow<'/quotation/rfq'>;

/** Active console users a request can be assigned to. */
export function useAssignees(): Option[] {
  return useFetched(async (wcm) => {
    const body = await wcm.call(wcm.api.GET('/quotation/rfq/assignees'));
    return body.data.map((u) => ({
      label: `${u.nickName} (${u.userName})`,
      value: String(u.userId),
    }));
  }, []);
}

const t = {
  ...CONTACT_TEXTS,
  product: /*i18n*/ { id: 'pages.business.rfq.product', message: 'Product' },
  quantity: /*i18n*/ { id: 'pages.business.rfq.quantity', message: 'Quantity' },
  unit: /*i18n*/ { id: 'pages.business.rfq.unit', message: 'Unit' },
  tradeTerms: /*i18n*/ { id: 'pages.business.rfq.tradeTerms', message: 'Trade terms' },
  paymentTerms: /*i18n*/ { id: 'pages.business.rfq.paymentTerms', message: 'Payment terms' },
  shipping: /*i18n*/ { id: 'pages.business.rfq.shipping', message: 'Shipping method' },
  contact: /*i18n*/ { id: 'pages.business.rfq.contact', message: 'Contact' },
  message: /*i18n*/ { id: 'pages.business.rfq.message', message: 'Message' },
  assignee: /*i18n*/ { id: 'pages.business.rfq.assignee', message: 'Assignee' },
  created: /*i18n*/ { id: 'pages.business.createTime', message: 'Received' },
};

/** The request's labels (list, form and details page). */
export const RFQ_TEXTS = t;
