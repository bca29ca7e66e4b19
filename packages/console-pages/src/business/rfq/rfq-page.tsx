import { useLingui } from '@lingui/react';
import type { WcmConsole } from '@wcm/console-core';
import { Button, Can, Dialog, FormItem, Select, useConsole } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  defineResourcePage,
  type CustomFieldProps,
  type ResourceDescriptor,
  type ResourcePageApi,
  type ResourceRow,
} from '../../common/resource';
import { useDict } from '../../common/dict';
import {
  CONTACT_TEXTS,
  countryField,
  emailField,
  IdPicker,
  NoteInput,
  noColumn,
  type Option,
  trimmedValues,
} from '../shared-fields';
import { useSearchedOptions } from '../../common/edit/use-searched-options';
import { rowValues } from '../../common/resource/form-values';
import { useFetched } from '../../common/list/use-fetched';
import { useQuotationLinks } from '../places';
import { useRowChange } from '../row-changes';
import { timeColumn } from '../../common/columns';

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

/** Up to 200 products (by name) whose name or model contains `keyword`. */
async function searchRfqProducts(wcm: WcmConsole, keyword: string) {
  const query = keyword ? { keyword } : {};
  const body = await wcm.call(wcm.api.GET('/quotation/rfq/products', { params: { query } }));
  return body.data.map((p) => ({
    label: p.modelName ? `${p.name} (${p.modelName})` : p.name,
    value: p.productId,
  }));
}

/**
 * The product picker of the request form, searched by name or model as the user types; the
 * request's own product shows by the name the request keeps (`productName`, see `toValues`).
 */
function ProductField(props: CustomFieldProps) {
  const id = typeof props.value === 'number' || typeof props.value === 'string' ? props.value : '';
  const kept = typeof props.values.productName === 'string' ? props.values.productName : '';
  const { options, search } = useSearchedOptions(
    searchRfqProducts,
    useMemo(() => (id === '' ? [] : [Number(id)]), [id]),
    async (_wcm, productId) => kept || `#${productId}`,
  );
  return (
    <IdPicker
      {...props}
      options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
      onQueryChange={search}
    />
  );
}

function AssigneeField(props: CustomFieldProps) {
  return <IdPicker {...props} options={useAssignees()} clearable />;
}

/** Batch assignment: the selected requests go to one employee, with an optional note. */
function AssignDialog({ page, onClose }: { page: ResourcePageApi<Rfq>; onClose: () => void }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const change = useRowChange(page);
  const options = useAssignees();
  const [assignee, setAssignee] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const ids = page.selectedRows.map((row) => row.rfqId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._({ id: 'pages.business.rfq.assignTitle', message: 'Assign requests' })}
      confirmDisabled={!assignee}
      onConfirm={async () => {
        await change(
          wcm.api.PUT('/quotation/rfq/assign', {
            body: { rfqIds: ids, assigneeId: Number(assignee), note: note.trim() || null },
          }),
          i18n._({ id: 'pages.business.rfq.assigned', message: 'Assigned' }),
        );
        onClose();
      }}
    >
      <FormItem label={i18n._(t.assignee)}>
        <Select
          aria-label={i18n._(t.assignee)}
          options={options}
          value={assignee}
          onChange={setAssignee}
        />
      </FormItem>
      <NoteInput value={note} onChange={setNote} />
    </Dialog>
  );
}

function AssignButton({ page }: { page: ResourcePageApi<Rfq> }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Can permissions={['quotation:rfq:edit']}>
      <Button size="small" disabled={page.selectedRows.length === 0} onClick={() => setOpen(true)}>
        {i18n._({ id: 'pages.business.rfq.assign', message: 'Assign' })}
      </Button>
      {open && <AssignDialog page={page} onClose={() => setOpen(false)} />}
    </Can>
  );
}

/** Quantity with the unit's label in the reader's language. */
function QuantityCell({ row }: { row: Rfq }) {
  const units = useDict('wcm_rfq_unit');
  const unit = units.find((entry) => entry.value === row.unit)?.label ?? row.unit;
  return <>{`${row.quantity} ${unit}`}</>;
}

function DetailButton({ row }: { row: Rfq }) {
  const { i18n } = useLingui();
  const links = useQuotationLinks();
  const navigate = useNavigate();
  return (
    <Can permissions={['quotation:rfq:query']}>
      <Button size="small" onClick={() => navigate(links.to('detail', row.rfqId))}>
        {i18n._({ id: 'pages.business.rfq.open', message: 'Details' })}
      </Button>
    </Can>
  );
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

/** The request's labels, which its details page shows too. */
export const RFQ_TEXTS = t;

export const rfqDescriptor: ResourceDescriptor<Rfq> = {
  path: '/quotation/rfq',
  id: 'rfqId',
  rowName: (row) => `${row.contactName} · ${row.productName}`,
  title: /*i18n*/ { id: 'pages.business.rfq.table', message: 'Quotation requests' },
  noun: /*i18n*/ { id: 'pages.business.rfq.noun', message: 'quotation request' },
  addTitle: /*i18n*/ { id: 'pages.business.rfq.add', message: 'Add quotation request' },
  editTitle: /*i18n*/ { id: 'pages.business.rfq.edit', message: 'Edit quotation request' },
  exportName: 'rfq',
  columns: [
    noColumn('rfqId'),
    { key: 'productName', title: t.product, sortable: true },
    {
      key: 'quantity',
      title: t.quantity,
      sortable: true,
      align: 'right',
      render: (row) => <QuantityCell row={row} />,
    },
    { key: 'tradeTerms', title: t.tradeTerms, dict: 'wcm_trade_terms' },
    {
      key: 'contactName',
      title: t.contact,
      render: (row) => (row.company ? `${row.contactName} · ${row.company}` : row.contactName),
    },
    { key: 'country', title: t.country, width: 80, sortable: true },
    { key: 'assigneeName', title: t.assignee },
    { key: 'status', title: t.status, dict: 'wcm_rfq_status', sortable: true },
    timeColumn('createTime', t.created),
  ],
  filters: [
    { kind: 'text', name: 'productName', label: t.product },
    { kind: 'text', name: 'contactName', label: t.contact },
    { kind: 'text', name: 'company', label: t.company },
    { kind: 'text', name: 'country', label: t.country },
    { kind: 'select', name: 'status', label: t.status, dict: 'wcm_rfq_status' },
    { kind: 'select', name: 'tradeTerms', label: t.tradeTerms, dict: 'wcm_trade_terms' },
    { kind: 'dateRange', label: t.created },
  ],
  dialog: { columns: 2, width: 820, labelWidth: 110 },
  fields: [
    {
      kind: 'custom',
      name: 'productId',
      label: t.product,
      required: true,
      full: true,
      render: (props) => <ProductField {...props} />,
    },
    { kind: 'number', name: 'quantity', label: t.quantity, required: true, min: 1, default: 1 },
    { kind: 'select', name: 'unit', label: t.unit, dict: 'wcm_rfq_unit', default: 'pcs' },
    { kind: 'select', name: 'tradeTerms', label: t.tradeTerms, dict: 'wcm_trade_terms' },
    { kind: 'select', name: 'paymentTerms', label: t.paymentTerms, dict: 'wcm_payment_terms' },
    { kind: 'select', name: 'shippingMethod', label: t.shipping, dict: 'wcm_shipping_method' },
    { kind: 'text', name: 'contactName', label: t.contact, required: true, maxLength: 100 },
    { kind: 'text', name: 'company', label: t.company, maxLength: 200 },
    emailField(t.email, false),
    { kind: 'text', name: 'phone', label: t.phone, maxLength: 40 },
    countryField(t.country),
    {
      kind: 'custom',
      name: 'assigneeId',
      label: t.assignee,
      hidden: ({ editing }) => editing,
      render: (props) => <AssigneeField {...props} />,
    },
    { kind: 'textarea', name: 'message', label: t.message, maxLength: 5000, rows: 4, full: true },
  ],
  // The product's name too, for the product field to show before any search brings it.
  toValues: (row) => ({
    ...rowValues(rfqDescriptor.fields ?? [], row),
    productName: row.productName,
  }),
  toBody: (values) => ({
    productId: Number(values.productId),
    quantity: Number(values.quantity),
    unit: String(values.unit ?? ''),
    tradeTerms: String(values.tradeTerms ?? ''),
    paymentTerms: String(values.paymentTerms ?? ''),
    shippingMethod: String(values.shippingMethod ?? ''),
    ...trimmedValues(values, ['contactName', 'company', 'email', 'phone', 'country']),
    message: String(values.message ?? ''),
    ...(values.assigneeId ? { assigneeId: Number(values.assigneeId) } : {}),
  }),
  toolbar: (page) => <AssignButton page={page} />,
  rowActions: (row) => <DetailButton row={row} />,
};

/** Quotation > Opportunity list (`quotation/rfq/index`). */
export const RfqPage = defineResourcePage(rfqDescriptor);
