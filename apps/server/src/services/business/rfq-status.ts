/** The statuses of a quotation request, in pipeline order. */
export const RFQ_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/**
 * Allowed moves: forward through the pipeline, back from quoted to contacted (the buyer asks
 * again), lost reopened as contacted; won is final.
 */
export const RFQ_MOVES: Readonly<Record<RfqStatus, readonly RfqStatus[]>> = {
  new: ['contacted', 'quoted', 'lost'],
  contacted: ['quoted', 'won', 'lost'],
  quoted: ['contacted', 'won', 'lost'],
  won: [],
  lost: ['contacted'],
};

export const canMove = (from: string, to: string): boolean =>
  (RFQ_MOVES[from as RfqStatus] ?? []).includes(to as RfqStatus);

/** Chinese labels (operation log, exports), as the dictionary wcm_rfq_status. */
export const RFQ_STATUS_LABELS: Record<RfqStatus, string> = {
  new: '新询盘',
  contacted: '已联系',
  quoted: '已报价',
  won: '已成交',
  lost: '已流失',
};
