import { asc, eq } from 'drizzle-orm';
import { motifOf } from '../../files/seed-image/motifs';
import type { PaletteName } from '../../files/seed-image/palettes';
import { ensureDictionaries, ensureJobs, ensureMenus, isEmpty } from '../../resources/seed';
import type { Db } from '../database';
import {
  wcmArticle,
  wcmArticlePublication,
  wcmCertificate,
  wcmFaq,
  wcmProduct,
  wcmProductDetail,
} from '../schema';
import { COMMON_ROLE_ID } from './common-role';
import { type SeedImageContext, seedImage } from './seed-image';
import { buttonsAdded } from './wcm-menu-helpers';
import { wcmContentMenus } from './wcm-menus-content';
import { areaDictionaries } from './dictionaries/load';

// Knowledge centre seed (issue 13): dictionaries, the buttons the base seed lacks (export,
// publish), two registry jobs and demo content. Content with images (article covers, certificate
// scans) needs the file storage, so it is seeded from seed/with-storage.ts.

/** The knowledge area's dictionaries. */
export const KNOWLEDGE_DICTIONARIES = areaDictionaries('knowledge');

/** Buttons of the knowledge pages the base seed did not have: exports and publication. */
const KNOWLEDGE_BUTTONS = buttonsAdded(
  wcmContentMenus,
  [3130, 3131, 3132, 3133, 3134, 3135, 3136, 3137],
);

const JOBS = [
  {
    jobName: '定时发布文章',
    invokeTarget: 'articles.publishScheduled',
    cronExpression: '0 * * * * ?',
  },
  {
    jobName: '证书到期提醒',
    invokeTarget: 'certificates.expiryReminder',
    cronExpression: '0 0 9 * * ?',
  },
];

/** Dictionaries, buttons and registry jobs (idempotent; database only). */
export async function seedKnowledge(db: Db): Promise<void> {
  await ensureDictionaries(db, KNOWLEDGE_DICTIONARIES);
  await ensureMenus(db, KNOWLEDGE_BUTTONS, [COMMON_ROLE_ID]);
  await ensureJobs(db, JOBS);
}

const FAQ: ReadonlyArray<readonly [string, string, string]> = [
  [
    'How do I choose the right pump size for my system?',
    '<p>Start from the <strong>flow rate</strong> and the <strong>total head</strong> your system needs, then check the curves in each model’s datasheet. Our engineers can size it for you: send us the duty point.</p>',
    'selection',
  ],
  [
    'Which materials are available for wetted parts?',
    '<p>Cast iron, <b>stainless steel 304 and 316</b>, and duplex steel for seawater. Ask for PTFE-lined versions for aggressive chemicals.</p>',
    'selection',
  ],
  [
    'Can the valves be fitted with electric actuators?',
    '<p>Yes. Ball and gate valves from DN15 to DN300 accept ISO 5211 mounting pads for electric or pneumatic actuators.</p>',
    'selection',
  ],
  [
    'What voltage do your motors support?',
    '<p>Standard motors run on 220–240 V single phase or 380–415 V three phase, 50/60 Hz. Other voltages on request.</p>',
    'selection',
  ],
  [
    'How should a centrifugal pump be primed before the first start?',
    '<p>Fill the casing and the suction line with liquid, open the vent screw until no air comes out, then start with the discharge valve <em>slightly open</em>.</p>',
    'installation',
  ],
  [
    'Do the sensors need calibration after installation?',
    '<p>Sensors leave the factory calibrated with a certificate. We recommend a zero check after installation and a yearly calibration.</p>',
    'installation',
  ],
  [
    'Where can I download manuals and CAD drawings?',
    '<p>Every product page lists its datasheet, manual and drawings. You can also ask your sales contact for a <a href="https://www.example.com/downloads">download link</a>.</p>',
    'installation',
  ],
  [
    'How long is the warranty?',
    '<p>Pumps and motors carry a <strong>24-month</strong> warranty from delivery; sensors 12 months. Wear parts such as seals are excluded.</p>',
    'service',
  ],
  [
    'How fast can I get spare parts?',
    '<p>Common spare parts ship from stock within 3 working days. Seal kits for current models are always in stock.</p>',
    'service',
  ],
  [
    'What is the minimum order quantity?',
    '<p>There is no minimum for standard models. Customised versions start at 20 units.</p>',
    'order',
  ],
  [
    'Which shipping terms do you offer?',
    '<p>FOB Shanghai, CIF and DAP to most ports. Sea freight takes 18–35 days, air freight 5–7 days.</p>',
    'order',
  ],
  [
    'Which payment methods are accepted?',
    '<p>T/T (30% deposit, 70% before shipment) and L/C at sight for orders above USD 20,000.</p>',
    'order',
  ],
];

const CERTIFICATES: ReadonlyArray<readonly [string, string, string, number, number]> = [
  // name, number, issuer, effective (days from today), validity (days)
  ['ISO 9001:2015 Quality Management', 'CN-QMS-2023-08812', 'SGS United Kingdom Ltd', -620, 1095],
  [
    'ISO 14001:2015 Environmental Management',
    'CN-EMS-2023-04117',
    'Bureau Veritas Certification',
    -540,
    1095,
  ],
  [
    'CE Machinery Directive 2006/42/EC',
    'CE-MD-24-11935',
    'TÜV Rheinland LGA Products GmbH',
    -300,
    1825,
  ],
  ['ATEX Ex d IIB T4 Gb', 'ATEX-21-0457', 'DEKRA Testing and Certification', -1080, 1105],
  ['WRAS Approval for drinking water', 'WRAS-2110384', 'WRAS Ltd', -1110, 1101],
  ['UL 778 Motor-Operated Water Pumps', 'UL-E512877', 'UL Solutions', -200, 1460],
];

type ArticleSeed = {
  kind: 'article' | 'solution' | 'case';
  title: string;
  description: string;
  category: string;
  hashtags: string[];
  paragraphs: string[];
  customer?: string;
  industry?: string;
  country?: string;
  status?: '0' | '1' | '2';
};

const ARTICLES: ArticleSeed[] = [
  {
    kind: 'article',
    title: 'New Series C stainless pumps launched at Hannover Messe',
    description:
      'Our Series C centrifugal pumps cut energy use by up to 18% against the previous range.',
    category: 'event',
    hashtags: ['launch', 'pumps', 'HannoverMesse'],
    paragraphs: [
      'At Hannover Messe we presented the Series C: stainless steel 316 centrifugal pumps with IE4 motors and a redesigned impeller.',
      'Visitors could compare live consumption figures with the previous range on our test rig.',
    ],
  },
  {
    kind: 'article',
    title: 'How to cut pumping energy costs in five steps',
    description:
      'Practical measures, from right-sizing to variable speed drives, that pay back within two years.',
    category: 'technical',
    hashtags: ['energy', 'efficiency'],
    paragraphs: [
      'Pumps account for a large share of industrial electricity use. Most systems run far from their best efficiency point.',
      'Check the duty point, trim or replace oversized impellers, add a variable speed drive, fix leaks and monitor the results.',
    ],
  },
  {
    kind: 'article',
    title: 'Our new assembly line in Ningbo is running',
    description:
      'A second line doubles our capacity for gear motors and shortens lead times to three weeks.',
    category: 'company',
    hashtags: ['factory', 'motors'],
    paragraphs: [
      'The new 6,000 m² hall houses an automated winding cell and an end-of-line test bench for every motor.',
      'Lead times for standard gear motors drop from five to three weeks.',
    ],
  },
  {
    kind: 'article',
    title: 'EU Ecodesign rules for water pumps: what changes in 2026',
    description:
      'The revised minimum efficiency index and what it means for buyers and installers.',
    category: 'industry',
    hashtags: ['regulation', 'Ecodesign'],
    paragraphs: [
      'The European Commission is tightening the minimum efficiency index (MEI) for clean water pumps.',
      'All our current models already meet the future threshold; datasheets list the MEI of each size.',
    ],
  },
  {
    kind: 'article',
    title: 'Choosing between ball valves and gate valves',
    description: 'Flow, sealing, operating torque and cost compared for the most common sizes.',
    category: 'technical',
    hashtags: ['valves', 'selection'],
    paragraphs: [
      'Ball valves open and close in a quarter turn and seal tightly; gate valves suit large diameters and rarely operated lines.',
    ],
    status: '0',
  },
  {
    kind: 'article',
    title: 'Meet us at Aquatech Amsterdam, booth 05.215',
    description: 'Come and see our smart pressure sensors and the new remote monitoring app.',
    category: 'event',
    hashtags: ['Aquatech', 'sensors'],
    paragraphs: [
      'We will show the new LoRaWAN pressure sensors and live dashboards from customer sites.',
    ],
    status: '2',
  },
  {
    kind: 'solution',
    title: 'Booster sets for high-rise water supply',
    description:
      'Constant pressure on every floor with variable speed pumps and smart pressure sensors.',
    category: 'water',
    hashtags: ['booster', 'buildings'],
    paragraphs: [
      'Our booster sets combine two to four vertical pumps, a controller and pressure sensors on a common skid.',
      'The controller keeps the pressure constant and alternates the pumps to even out wear.',
    ],
  },
  {
    kind: 'solution',
    title: 'Chilled water circulation for data centres',
    description:
      'Redundant circulation pumps and flow monitoring for cooling systems that never stop.',
    category: 'hvac',
    hashtags: ['HVAC', 'datacentre'],
    paragraphs: [
      'N+1 pump redundancy, flow and temperature sensors on every loop and alarms straight to the BMS.',
    ],
  },
  {
    kind: 'solution',
    title: 'Dosing and transfer of aggressive chemicals',
    description: 'Diaphragm pumps and PTFE-lined valves for acids, alkalis and solvents.',
    category: 'chemical',
    hashtags: ['chemical', 'diaphragm'],
    paragraphs: ['Seal-less diaphragm pumps avoid leaks; PTFE-lined ball valves resist the media.'],
  },
  {
    kind: 'solution',
    title: 'Solar-powered irrigation pumping',
    description: 'Submersible pumps with solar inverters for farms far from the grid.',
    category: 'irrigation',
    hashtags: ['solar', 'irrigation'],
    paragraphs: ['A solar inverter drives a submersible pump directly, no batteries needed.'],
    status: '0',
  },
  {
    kind: 'case',
    title: 'Hamburg waterworks replaces 40 pumps',
    description: 'Energy use down 22% after replacing ageing pumps at three pumping stations.',
    category: 'retrofit',
    hashtags: ['municipal', 'retrofit'],
    paragraphs: [
      'The utility replaced 40 pumps installed in the 1990s with Series C pumps and variable speed drives.',
      'Measured savings after one year: 1.3 GWh, or 22% of the stations’ consumption.',
    ],
    customer: 'Hamburger Wasserwerke',
    industry: 'municipal',
    country: 'Germany',
  },
  {
    kind: 'case',
    title: 'Refinery cooling loop upgrade in Jubail',
    description: 'ATEX-certified pumps and valves for a cooling loop in a hazardous area.',
    category: 'project',
    hashtags: ['ATEX', 'petrochemical'],
    paragraphs: [
      'Twelve ATEX pumps and 180 valves were delivered and commissioned in eight weeks.',
    ],
    customer: 'Gulf Petrochemical Industries',
    industry: 'petrochemical',
    country: 'Saudi Arabia',
  },
  {
    kind: 'case',
    title: 'Hygienic transfer pumps for a dairy in Normandy',
    description: 'Stainless steel pumps with food-grade seals for milk and cream transfer.',
    category: 'partnership',
    hashtags: ['food', 'hygienic'],
    paragraphs: ['Easy-to-clean pumps run CIP cycles daily without seal failures since 2022.'],
    customer: 'Laiterie du Bocage',
    industry: 'food',
    country: 'France',
  },
  {
    kind: 'case',
    title: 'Smart HVAC pumps for a Singapore office tower',
    description: 'Remote monitoring of 64 circulation pumps across 45 floors.',
    category: 'project',
    hashtags: ['HVAC', 'monitoring'],
    paragraphs: ['Each pump reports flow, pressure and power to the building management system.'],
    customer: 'Marina One Facilities',
    industry: 'building',
    country: 'Singapore',
  },
];

const PALETTES: Record<ArticleSeed['kind'], readonly PaletteName[]> = {
  article: ['blue', 'teal', 'slate'],
  solution: ['green', 'teal', 'purple'],
  case: ['orange', 'gold', 'red'],
};

/** Cover size: height/width 1.4. */
const COVER = { width: 500, height: 700 };

/**
 * Demo content of the knowledge centre when its tables are empty: FAQ entries (linked from the
 * first products), certificates with scanned-looking images, articles, solutions and success
 * cases with generated covers, publication records. Idempotent.
 */
export async function seedKnowledgeContent(ctx: SeedImageContext): Promise<void> {
  const { db } = ctx;
  const day = (offset: number) =>
    new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const products = await db
    .select({ id: wcmProduct.productId })
    .from(wcmProduct)
    .orderBy(asc(wcmProduct.productId))
    .limit(12);
  const productIds = products.map((p) => p.id);

  if (await isEmpty(db, wcmFaq)) {
    const ids = await db
      .insert(wcmFaq)
      .values(
        FAQ.map(([question, answer, category], i) => ({
          question,
          answer,
          category,
          sort: (FAQ.length - i) * 10,
          visible: i === FAQ.length - 1 ? '1' : '0',
          createBy: 'admin',
        })),
      )
      .returning({ id: wcmFaq.faqId });
    const faqIds = ids.map((r) => r.id);
    // The first products link a few questions, so the product form shows real FAQ links.
    for (const [i, productId] of productIds.slice(0, 6).entries())
      await db
        .update(wcmProductDetail)
        .set({ faqIds: [faqIds[i % 4] ?? 0, faqIds[7] ?? 0].filter((id) => id > 0) })
        .where(eq(wcmProductDetail.productId, productId));
  }

  if (await isEmpty(db, wcmCertificate)) {
    const rows = [];
    for (const [i, [name, certNo, issuer, from, validity]] of CERTIFICATES.entries()) {
      const fileUrl = await seedImage(ctx, {
        width: 420,
        height: 594,
        title: name,
        palette: (['gold', 'slate', 'blue', 'red', 'teal', 'purple'] as const)[i] ?? 'slate',
        motif: 'none',
      });
      rows.push({
        name,
        certNo,
        issuer,
        fileUrl,
        fileName: `${certNo}.png`,
        effectiveDate: day(from),
        expiryDate: day(from + validity),
        productIds: productIds.filter((_, k) => k % CERTIFICATES.length === i),
        createBy: 'admin',
      });
    }
    await db.insert(wcmCertificate).values(rows);
  }

  if (!(await isEmpty(db, wcmArticle))) return;
  for (const [i, seed] of ARTICLES.entries()) {
    const palettes = PALETTES[seed.kind];
    const coverUrl = await seedImage(ctx, {
      ...COVER,
      title: seed.title,
      palette: palettes[i % palettes.length] ?? 'blue',
      motif: motifOf(seed.title),
    });
    const status = seed.status ?? '1';
    const created = new Date(Date.now() - (ARTICLES.length - i) * 2 * 86_400_000);
    const publishTime = status === '0' ? null : new Date(created.getTime() + 3_600_000);
    const linked = seed.kind === 'article' ? [] : productIds.filter((_, k) => k % 5 === i % 5);
    const [row] = await db
      .insert(wcmArticle)
      .values({
        kind: seed.kind,
        title: seed.title,
        description: seed.description,
        coverUrl,
        hashtags: seed.hashtags,
        sort: (ARTICLES.length - i) * 10,
        category: seed.category,
        content: seed.paragraphs.map((p) => `<p>${p}</p>`).join(''),
        customer: seed.customer ?? '',
        industry: seed.industry ?? '',
        country: seed.country ?? '',
        productIds: linked,
        status,
        publishTime,
        publishBy: publishTime ? 'admin' : '',
        viewCount: status === '0' ? 0 : 180 + ((i * 397) % 2400),
        likeCount: status === '0' ? 0 : 12 + ((i * 53) % 140),
        collectCount: status === '0' ? 0 : 4 + ((i * 29) % 60),
        commentCount: status === '0' ? 0 : (i * 7) % 25,
        createBy: 'admin',
        createTime: created,
      })
      .returning();
    if (!row || !publishTime) continue;
    await db.insert(wcmArticlePublication).values({
      articleId: row.articleId,
      kind: row.kind,
      title: row.title,
      action: 'publish',
      operBy: 'admin',
      operTime: publishTime,
    });
    if (status === '2')
      await db.insert(wcmArticlePublication).values({
        articleId: row.articleId,
        kind: row.kind,
        title: row.title,
        action: 'unpublish',
        operBy: 'admin',
        operTime: new Date(publishTime.getTime() + 86_400_000),
      });
  }
}
