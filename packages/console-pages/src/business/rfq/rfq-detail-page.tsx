import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import {
  Button,
  Can,
  Descriptions,
  DictTag,
  PageHeading,
  Select,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDict } from '../../common/dict';
import { useLoading } from '../../common/list/use-fetched';
import { RFQ_MOVES, useQuotationLinks } from '../places';
import * as css from '../business.css';
import { NoteInput } from '../shared-fields';
import { RFQ_TEXTS, useAssignees, type Rfq } from './rfq-page';

type Note =
  paths['/quotation/rfq/history/{rfqId}']['get']['responses'][200]['content']['application/json'] extends infer B
    ? B extends { data: Array<infer N> }
      ? N
      : never
    : never;

/** One quotation request: its fields, status moves, assignment and follow-up history. */
export function RfqDetailPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const format = useDateTimeFormat();
  const links = useQuotationLinks();
  const [rfqIdParam] = links.params('detail');
  const rfqId = Number(rfqIdParam);
  const statusDict = useDict('wcm_rfq_status');
  const termsDict = useDict('wcm_trade_terms');
  const paymentDict = useDict('wcm_payment_terms');
  const shippingDict = useDict('wcm_shipping_method');
  const unitDict = useDict('wcm_rfq_unit');
  const assignees = useAssignees();
  const [rfq, setRfq] = useState<Rfq | null | undefined>();
  const [history, setHistory] = useState<Note[]>([]);
  const historyLabel = i18n._({ id: 'pages.business.rfq.history', message: 'History' });
  const [note, setNote] = useState('');
  const [assignee, setAssignee] = useState<string | undefined>();

  const [version, setVersion] = useState(0);
  const valid = Number.isInteger(rfqId) && rfqId > 0;
  const load = useCallback(async () => {
    setVersion((v) => v + 1);
  }, []);

  useLoading(
    valid
      ? (wcm) =>
          Promise.all([
            wcm.call(wcm.api.GET('/quotation/rfq/{rfqId}', { params: { path: { rfqId } } })),
            wcm.call(
              wcm.api.GET('/quotation/rfq/history/{rfqId}', { params: { path: { rfqId } } }),
            ),
          ]).catch(() => null)
      : null,
    (answer) => {
      if (!answer) return setRfq(null);
      const [one, notes] = answer;
      const row = (one as { data?: Rfq }).data ?? null;
      setRfq(row);
      setAssignee(row?.assigneeId ? String(row.assigneeId) : undefined);
      setHistory(notes.data);
    },
    `${rfqId}/${version}`,
  );

  const label = (entries: readonly { value: string; label: string }[], value: string) =>
    entries.find((e) => e.value === value)?.label ?? value;
  const statusLabel = (value: string) => label(statusDict, value);

  const move = async (status: string) => {
    await wcm.call(
      wcm.api.PUT('/quotation/rfq/status', {
        body: { rfqId, status: status as Rfq['status'], note: note.trim() || null },
      }),
    );
    setNote('');
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.business.saved', message: 'Saved' }),
    });
    await load();
  };
  const addNote = async () => {
    if (!note.trim()) return;
    await wcm.call(wcm.api.POST('/quotation/rfq/note', { body: { rfqId, content: note.trim() } }));
    setNote('');
    await load();
  };
  const assign = async () => {
    await wcm.call(
      wcm.api.PUT('/quotation/rfq/assign', {
        body: { rfqIds: [rfqId], assigneeId: assignee ? Number(assignee) : null, note: null },
      }),
    );
    await load();
  };

  const back = (
    <Link to={links.to('list')}>
      {i18n._({ id: 'pages.business.rfq.back', message: 'Back to the list' })}
    </Link>
  );
  if (valid && rfq === undefined)
    return <p role="status">{i18n._({ id: 'pages.business.loading', message: 'Loading…' })}</p>;
  if (!valid || !rfq)
    return (
      <div className={css.page}>
        <PageHeading />
        <p>
          {i18n._({
            id: 'pages.business.rfq.missing',
            message: 'This quotation request does not exist.',
          })}
        </p>
        {back}
      </div>
    );

  const historyText = (entry: Note) => {
    switch (entry.kind) {
      case 'create':
        return i18n._({ id: 'pages.business.rfq.h.create', message: 'Request received' });
      case 'assign':
        return entry.assigneeName
          ? i18n._({
              id: 'pages.business.rfq.h.assign',
              message: 'Assigned to {name}',
              values: { name: entry.assigneeName },
            })
          : i18n._({ id: 'pages.business.rfq.h.unassign', message: 'Assignment removed' });
      case 'status':
        return i18n._({
          id: 'pages.business.rfq.h.status',
          message: 'Status: {from} → {to}',
          values: { from: statusLabel(entry.fromStatus), to: statusLabel(entry.toStatus) },
        });
      default:
        return i18n._({ id: 'pages.business.rfq.h.note', message: 'Note' });
    }
  };

  return (
    <div className={css.page}>
      <PageHeading />
      {back}
      <Descriptions
        bordered
        columns={2}
        title={`#${rfq.rfqId} · ${rfq.productName}`}
        items={[
          {
            label: i18n._(RFQ_TEXTS.status),
            value: <DictTag options={statusDict} value={rfq.status} />,
          },
          {
            label: i18n._(RFQ_TEXTS.assignee),
            value: rfq.assigneeName || '—',
          },
          {
            label: i18n._(RFQ_TEXTS.quantity),
            value: `${rfq.quantity} ${label(unitDict, rfq.unit)}`,
          },
          {
            label: i18n._(RFQ_TEXTS.tradeTerms),
            value: label(termsDict, rfq.tradeTerms),
          },
          {
            label: i18n._(RFQ_TEXTS.paymentTerms),
            value: label(paymentDict, rfq.paymentTerms),
          },
          {
            label: i18n._(RFQ_TEXTS.shipping),
            value: label(shippingDict, rfq.shippingMethod),
          },
          {
            label: i18n._(RFQ_TEXTS.contact),
            value: rfq.contactName,
          },
          {
            label: i18n._(RFQ_TEXTS.company),
            value: rfq.company,
          },
          { label: i18n._(RFQ_TEXTS.email), value: rfq.email },
          { label: i18n._(RFQ_TEXTS.phone), value: rfq.phone },
          {
            label: i18n._(RFQ_TEXTS.country),
            value: rfq.country,
          },
          {
            label: i18n._(RFQ_TEXTS.created),
            value: format.dateTime(rfq.createTime),
          },
          {
            label: i18n._(RFQ_TEXTS.message),
            value: <span className={css.preWrap}>{rfq.message}</span>,
            span: 2,
          },
        ]}
      />
      <Can permissions={['quotation:rfq:edit']}>
        <section
          className={css.panel}
          aria-label={i18n._({ id: 'pages.business.rfq.followUp', message: 'Follow-up' })}
        >
          <NoteInput value={note} onChange={setNote} />
          <div className={css.actions}>
            <Button onClick={() => void addNote()} disabled={!note.trim()}>
              {i18n._({ id: 'pages.business.rfq.addNote', message: 'Add note' })}
            </Button>
            {(RFQ_MOVES[rfq.status] ?? []).map((status) => (
              <Button key={status} variant="primary" onClick={() => void move(status)}>
                {i18n._({
                  id: 'pages.business.rfq.moveTo',
                  message: 'Mark as {status}',
                  values: { status: statusLabel(status) },
                })}
              </Button>
            ))}
          </div>
          <div className={css.actions}>
            <Select
              aria-label={i18n._(RFQ_TEXTS.assignee)}
              clearable
              options={assignees}
              value={assignee}
              onChange={setAssignee}
            />
            <Button onClick={() => void assign()}>
              {i18n._({ id: 'pages.business.rfq.assign', message: 'Assign' })}
            </Button>
          </div>
        </section>
      </Can>
      <section aria-label={historyLabel}>
        <h2 className={css.subheading}>{historyLabel}</h2>
        <ol className={css.timeline}>
          {history.map((entry) => (
            <li key={entry.noteId}>
              <time>{format.dateTime(entry.createTime)}</time> <strong>{historyText(entry)}</strong>
              {entry.createBy ? ` · ${entry.createBy}` : ''}
              {entry.content ? <p className={css.preWrap}>{entry.content}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
