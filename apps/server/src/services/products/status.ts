// Review and listing transitions (spec §4 "Status sets"):
//   add / edit / publish / submit → '0' pending review (delisted)
//   audit approve: pending → '1' approved (listed when the product's autoList flag is set)
//   audit reject:  pending → '2' rejected with a reason (delisted)
//   listing: only approved products can be listed; any product can be delisted.
// Every change bumps `version`, so an edit form opened before it gets a conflict.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wcmProduct } from '../../db/schema';
import { refuse } from './errors';

/** Review states (dict wcm_audit_status). */
export const AUDIT = { PENDING: '0', APPROVED: '1', REJECTED: '2' } as const;
/** Listing states (dict wcm_listing_status). */
export const LISTING = { DELISTED: '0', LISTED: '1' } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface StateRow {
  productId: number;
  name: string;
  auditStatus: string;
  autoList: boolean;
}

/** Locks and reads the products; code 500 when any id does not exist. */
async function lockedRows(tx: Tx, ids: readonly number[]): Promise<StateRow[]> {
  const rows = await tx
    .select({
      productId: wcmProduct.productId,
      name: wcmProduct.name,
      auditStatus: wcmProduct.auditStatus,
      autoList: wcmProduct.autoList,
    })
    .from(wcmProduct)
    .where(inArray(wcmProduct.productId, [...ids]))
    .orderBy(wcmProduct.productId)
    .for('update');
  if (rows.length !== new Set(ids).size) refuse('products.product.notFound');
  return rows;
}

type StateColumns = Partial<
  Pick<
    typeof wcmProduct.$inferInsert,
    'auditStatus' | 'auditReason' | 'listingStatus' | 'recommended'
  >
>;

type Change = (ids: number[], columns: StateColumns) => Promise<void>;

/**
 * Runs `step` in one transaction on the products `ids`, locked and read; its `change` sets
 * columns on some of them as `userName`, bumping their version.
 */
async function transition(
  db: Db,
  ids: number[],
  userName: string,
  step: (rows: StateRow[], change: Change) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const rows = await lockedRows(tx, ids);
    await step(rows, async (changed, columns) => {
      await tx
        .update(wcmProduct)
        .set({
          ...columns,
          version: sql`${wcmProduct.version} + 1`,
          updateBy: userName,
          updateTime: new Date(),
        })
        .where(inArray(wcmProduct.productId, changed));
    });
  });
}

/** Lists (only approved products) or delists products. */
export async function setListing(db: Db, ids: number[], listed: boolean, userName: string) {
  await transition(db, ids, userName, async (rows, change) => {
    const blocked = listed && rows.find((r) => r.auditStatus !== AUDIT.APPROVED);
    if (blocked) refuse('products.product.listNotApproved', blocked.name);
    await change(ids, { listingStatus: listed ? LISTING.LISTED : LISTING.DELISTED });
  });
}

/** Sends rejected products back to review; pending ones stay, approved ones are refused. */
export async function submitForReview(db: Db, ids: number[], userName: string) {
  await transition(db, ids, userName, async (rows, change) => {
    const approved = rows.find((r) => r.auditStatus === AUDIT.APPROVED);
    if (approved) refuse('products.product.submitApproved', approved.name);
    const rejected = rows.filter((r) => r.auditStatus === AUDIT.REJECTED).map((r) => r.productId);
    if (rejected.length === 0) return;
    await change(rejected, {
      auditStatus: AUDIT.PENDING,
      auditReason: '',
      listingStatus: LISTING.DELISTED,
    });
  });
}

/** Approves or rejects pending products (a rejection needs a non-blank reason). */
export async function auditProducts(
  db: Db,
  ids: number[],
  action: 'approve' | 'reject',
  reason: string | undefined,
  userName: string,
) {
  const why = (reason ?? '').trim();
  if (action === 'reject' && !why) refuse('products.product.rejectReason');
  await transition(db, ids, userName, async (rows, change) => {
    const notPending = rows.find((r) => r.auditStatus !== AUDIT.PENDING);
    if (notPending) refuse('products.product.auditNotPending', notPending.name);
    if (action === 'reject') {
      await change(ids, {
        auditStatus: AUDIT.REJECTED,
        auditReason: why,
        listingStatus: LISTING.DELISTED,
      });
      return;
    }
    for (const autoList of [true, false]) {
      const group = rows.filter((r) => r.autoList === autoList).map((r) => r.productId);
      if (group.length === 0) continue;
      await change(group, {
        auditStatus: AUDIT.APPROVED,
        auditReason: '',
        listingStatus: autoList ? LISTING.LISTED : LISTING.DELISTED,
      });
    }
  });
}

/** Marks or unmarks products as recommended. */
export async function setRecommended(
  db: Db,
  ids: number[],
  recommended: boolean,
  userName: string,
) {
  await transition(db, ids, userName, (_rows, change) => change(ids, { recommended }));
}

/** Current version of a product (tests and the draft publish check). */
export async function productVersion(db: Db, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ version: wcmProduct.version })
    .from(wcmProduct)
    .where(eq(wcmProduct.productId, productId));
  return row?.version;
}
