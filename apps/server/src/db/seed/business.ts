import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { ensureDictionaries, isEmpty } from '../../resources/seed';
import { sysUser, wcmComment, wcmFollower, wcmProduct, wcmRfq, wcmRfqNote } from '../schema';
import { areaDictionaries } from './dictionaries/load';

// Demo data of the business area (issue 14): its dictionaries, quotation requests with their
// follow-up history, followers and comments. The library and the download applications need
// the file storage and are seeded at start (seed/business-library.ts).

export const BUSINESS_DICTIONARIES = areaDictionaries('business');

const DAY = 24 * 60 * 60 * 1000;

const BUYERS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Carlos Mendes', 'AguaSul Engenharia', 'BR', 'carlos.mendes@aguasul.com.br'],
  ['Fatima Al-Sayed', 'Gulf Water Systems LLC', 'AE', 'f.alsayed@gulfwater.ae'],
  ['Jean-Marc Dubois', 'Hydro Services Lyon', 'FR', 'jm.dubois@hydroservices.fr'],
  ['Priya Raman', 'Chennai Irrigation Co.', 'IN', 'priya@chennai-irrigation.in'],
  ['Tomasz Nowak', 'PolPump Sp. z o.o.', 'PL', 't.nowak@polpump.pl'],
  ['Amina Okafor', 'Lagos Borehole Supplies', 'NG', 'amina@lagosborehole.ng'],
  ['Michael Turner', 'Midwest Fluid Power Inc.', 'US', 'mturner@midwestfluid.com'],
  ['Nguyen Van An', 'Saigon Industrial Parts', 'VN', 'an.nguyen@saigonparts.vn'],
  ['Sofia Rossi', 'Idraulica Rossi S.r.l.', 'IT', 'sofia@idraulicarossi.it'],
  ['Ahmed Hassan', 'Nile Agro Engineering', 'EG', 'ahmed.hassan@nileagro.eg'],
  ['Olivia Brown', 'Outback Water Solutions', 'AU', 'olivia@outbackwater.com.au'],
  ['Diego Fernández', 'Bombas del Pacífico', 'CL', 'dfernandez@bombaspacifico.cl'],
];

const MESSAGES = [
  'We are tendering for a municipal water project and need your best price including spare seals.',
  'Please quote for a trial order. Can you provide CE and ISO certificates with the shipment?',
  'Looking for a long-term supplier. What is your lead time for this quantity and the MOQ?',
  'Our customer needs the stainless steel version. Please send the datasheet and pump curves.',
  'Could you offer a distributor price for our region? We sell about 300 units a year.',
  'Need replacement units for an irrigation system, 380V 50Hz. Please confirm compatibility.',
];

/** Status path of each demo request (the history written for it follows the path). */
const PATHS: ReadonlyArray<readonly string[]> = [
  ['new'],
  ['new', 'contacted'],
  ['new', 'contacted', 'quoted'],
  ['new', 'contacted', 'quoted', 'won'],
  ['new', 'quoted', 'lost'],
  ['new', 'contacted', 'quoted', 'contacted'],
];

const NOTES: Readonly<Record<string, string>> = {
  contacted: 'Called the buyer, confirmed voltage and delivery port. Waiting for drawings.',
  quoted: 'Quotation sent by email with FOB Ningbo price, valid 30 days.',
  won: 'PO received, deposit 30% paid. Production scheduled.',
  lost: 'Buyer chose a local supplier because of delivery time.',
};

async function seedRfqs(db: Db) {
  const products = await db
    .select({ productId: wcmProduct.productId, name: wcmProduct.name })
    .from(wcmProduct)
    .orderBy(asc(wcmProduct.productId))
    .limit(12);
  if (products.length === 0) return;
  const users = await db
    .select({ userId: sysUser.userId, nickName: sysUser.nickName })
    .from(sysUser)
    .where(inArray(sysUser.userId, [1, 2]));
  const terms = ['FOB', 'CIF', 'EXW', 'CFR'];
  const payments = ['TT', 'LC', 'TT', 'DP'];
  const shipping = ['sea', 'sea', 'air', 'express'];
  const units = ['pcs', 'sets', 'pcs', 'cartons'];
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (let i = 0; i < 24; i += 1) {
      const buyer = BUYERS[i % BUYERS.length] ?? BUYERS[0];
      const product = products[i % products.length] ?? products[0];
      const path = PATHS[i % PATHS.length] ?? ['new'];
      const user = path.length > 1 ? users[i % Math.max(users.length, 1)] : undefined;
      const created = new Date(now - (60 - i * 2) * DAY);
      if (!buyer || !product) continue;
      const [row] = await tx
        .insert(wcmRfq)
        .values({
          productId: product.productId,
          productName: product.name,
          unit: units[i % units.length] ?? 'pcs',
          quantity: [50, 200, 1000, 20, 500, 80][i % 6] ?? 50,
          tradeTerms: terms[i % terms.length] ?? 'FOB',
          paymentTerms: payments[i % payments.length] ?? 'TT',
          shippingMethod: shipping[i % shipping.length] ?? 'sea',
          contactName: buyer[0],
          company: buyer[1],
          country: buyer[2],
          email: buyer[3],
          phone: `+${10 + i} 555 01${String(i).padStart(2, '0')}`,
          message: MESSAGES[i % MESSAGES.length] ?? '',
          source: i % 3 === 0 ? 'console' : 'website',
          assigneeId: user?.userId ?? null,
          assigneeName: user?.nickName ?? '',
          status: path.at(-1) ?? 'new',
          createBy: 'admin',
          createTime: created,
          updateBy: 'admin',
          updateTime: new Date(created.getTime() + path.length * DAY),
        })
        .returning({ rfqId: wcmRfq.rfqId });
      if (!row) continue;
      const notes: Array<typeof wcmRfqNote.$inferInsert> = [
        {
          rfqId: row.rfqId,
          kind: 'create',
          toStatus: 'new',
          createBy: 'admin',
          createTime: created,
        },
      ];
      if (user)
        notes.push({
          rfqId: row.rfqId,
          kind: 'assign',
          assigneeId: user.userId,
          assigneeName: user.nickName,
          createBy: 'admin',
          createTime: new Date(created.getTime() + DAY / 4),
        });
      path.slice(1).forEach((status, step) => {
        notes.push({
          rfqId: row.rfqId,
          kind: 'status',
          fromStatus: path[step] ?? 'new',
          toStatus: status,
          content: NOTES[status] ?? '',
          createBy: 'admin',
          createTime: new Date(created.getTime() + (step + 1) * DAY),
        });
      });
      await tx.insert(wcmRfqNote).values(notes);
    }
  });
}

const FOLLOWER_NAMES = [
  'Lucas Martin',
  'Emma Schmidt',
  'Hiroshi Tanaka',
  'Grace Lee',
  'Mateo García',
  'Chloé Bernard',
  'Ivan Petrov',
  'Aisha Bello',
  'Noah Wilson',
  'Sara Johansson',
  'Kenji Sato',
  'Laura Gómez',
  'Yusuf Demir',
  'Anna Kowalska',
  'Rahul Mehta',
  'Isabella Costa',
  'Omar Farouk',
  'Mia Müller',
  'Daniel Kim',
  'Léa Moreau',
  'Pedro Alves',
  'Zara Khan',
  'Tom Hughes',
  'Elena Popescu',
];
const COUNTRIES = ['FR', 'DE', 'JP', 'SG', 'ES', 'FR', 'RU', 'NG', 'US', 'SE', 'JP', 'MX'];
const SOURCES = ['website', 'newsletter', 'exhibition', 'linkedin', 'referral'];

async function seedFollowers(db: Db) {
  const now = Date.now();
  await db.insert(wcmFollower).values(
    FOLLOWER_NAMES.map((name, i) => {
      const followTime = new Date(now - (90 - i * 3) * DAY);
      const unsubscribed = i % 7 === 3;
      return {
        name,
        email: `${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z ]/g, '')
          .replace(' ', '.')}@example.com`,
        country: COUNTRIES[i % COUNTRIES.length] ?? '',
        source: SOURCES[i % SOURCES.length] ?? 'website',
        followTime,
        status: unsubscribed ? '1' : '0',
        unsubscribeTime: unsubscribed ? new Date(followTime.getTime() + 20 * DAY) : null,
        createBy: 'admin',
        createTime: followTime,
      };
    }),
  );
}

const COMMENT_TARGETS: ReadonlyArray<readonly ['article' | 'solution' | 'case', number, string]> = [
  ['article', 1, 'How to size a centrifugal pump for a rooftop tank'],
  ['article', 2, 'Five signs your check valve needs replacing'],
  ['solution', 1, 'Solar irrigation for smallholder farms'],
  ['solution', 2, 'Booster sets for high-rise buildings'],
  ['case', 1, 'Desalination plant retrofit in Oman'],
  ['case', 2, 'Vineyard drip irrigation in Bordeaux'],
];
const COMMENTS = [
  'Very clear explanation of NPSH, thank you. Do you have the same guide for submersible pumps?',
  'We had exactly this problem last winter. Is the spring-loaded version suitable for hot water?',
  'What panel size would you recommend for a 2 HP pump in Kenya?',
  'Great case study. How long did the commissioning take?',
  'Can the controller log pressure data to the cloud?',
  'Impressive results. Would this work with brackish well water?',
  'Please send me the full PDF of this article.',
  'Check our website for cheap pumps!!! best price click here',
];

async function seedComments(db: Db) {
  const now = Date.now();
  await db.insert(wcmComment).values(
    Array.from({ length: 16 }, (_, i) => {
      const target = COMMENT_TARGETS[i % COMMENT_TARGETS.length] ?? COMMENT_TARGETS[0];
      const name = FOLLOWER_NAMES[(i * 5) % FOLLOWER_NAMES.length] ?? 'Visitor';
      const spam = i % 8 === 7;
      const status = spam ? '2' : i % 3 === 0 ? '0' : '1';
      const created = new Date(now - (30 - i) * DAY);
      const replied = status === '1' && i % 2 === 0;
      return {
        targetType: target?.[0] ?? 'article',
        targetId: target?.[1] ?? 1,
        targetTitle: target?.[2] ?? '',
        authorName: name,
        authorEmail: `${(name.split(' ')[0] ?? 'visitor')
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}@example.net`,
        content: COMMENTS[i % COMMENTS.length] ?? '',
        status,
        replyContent: replied
          ? 'Thank you for your question. Our engineer will email you the details.'
          : '',
        replyBy: replied ? 'admin' : '',
        replyTime: replied ? new Date(created.getTime() + DAY) : null,
        createBy: '',
        createTime: created,
      };
    }),
  );
}

/** Seeds the business area (idempotent: each table only when empty). */
export async function seedBusiness(db: Db): Promise<void> {
  await ensureDictionaries(db, BUSINESS_DICTIONARIES);
  if (await isEmpty(db, wcmRfq)) await seedRfqs(db);
  if (await isEmpty(db, wcmFollower)) await seedFollowers(db);
  if (await isEmpty(db, wcmComment)) await seedComments(db);
}
