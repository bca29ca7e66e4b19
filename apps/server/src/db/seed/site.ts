import { ensureDictionaries, ensureJobs, isEmpty } from '../../resources/seed';
import { rollupVisits } from '../../services/site/statistics';
import type { Db } from '../database';
import {
  wcmSiteBackground,
  wcmSiteBanner,
  wcmSiteColor,
  wcmSiteNavGroup,
  wcmSiteNavLink,
  wcmSitePage,
  wcmSiteVisit,
} from '../schema';
import { type SeedImageContext, seedImage } from './seed-image';
import { areaDictionaries } from './dictionaries/load';

// Demo data of the site area (issue 16): dictionaries, pages, colour schemes, the bottom
// navigation, 90 days of visits (the public site API will feed the log later) and, with the
// file storage (seedSiteImages), banners and home backgrounds with generated images.

export const SITE_DICTIONARIES = areaDictionaries('site');

const PAGES = [
  {
    name: '关于我们',
    slug: 'about-us',
    seoTitle: 'About Us | Forty Years of Fluid Handling Engineering',
    seoKeywords: 'pump manufacturer, valve factory, industrial motors, about us',
    seoDescription:
      'Family-owned since 1986, we design and build pumps, valves, motors and sensors for water, energy and process plants in more than 60 countries.',
    content:
      '<h2>Who we are</h2><p>Founded in 1986 in Ningbo, we design and build pumps, valves, motors and sensors for water utilities, power stations and process plants.</p><p>Our 420 engineers and technicians work from two plants covering 68,000 m², certified ISO 9001, ISO 14001 and ISO 45001.</p><h3>What we stand for</h3><ul><li>Every unit is tested before it leaves the plant</li><li>Spare parts available for 15 years</li><li>Local service partners on five continents</li></ul>',
  },
  {
    name: '联系我们',
    slug: 'contact',
    seoTitle: 'Contact Sales and Service | Request a Quote',
    seoKeywords: 'contact, quotation, sales office, after-sales service',
    seoDescription:
      'Talk to an application engineer, request a quotation or find your nearest service partner. We answer every enquiry within one working day.',
    content:
      '<h2>Get in touch</h2><p>Sales: <a href="mailto:sales@example.com">sales@example.com</a> · +86 574 8800 1234</p><p>Service hotline (24/7): +86 574 8800 5678</p><p>Address: 88 Binhai Road, Beilun District, Ningbo, China</p>',
  },
  {
    name: '质量保证',
    slug: 'quality',
    seoTitle: 'Quality Assurance | Tested Performance, Certified Processes',
    seoKeywords: 'quality control, performance test, CE, ISO 9001',
    seoDescription:
      'Hydraulic test benches, helium leak tests and full traceability: how every pump and valve is checked before shipping.',
    content:
      '<h2>Tested, one by one</h2><p>Each pump runs on our hydraulic test bench for at least 30 minutes; curves are recorded and shipped with the unit.</p><p>Valves pass shell and seat tests to API 598 and EN 12266.</p>',
  },
  {
    name: '全球服务网络',
    slug: 'service-network',
    seoTitle: 'Global Service Network | Partners in 60+ Countries',
    seoKeywords: 'service partner, spare parts, maintenance, distributors',
    seoDescription:
      'Find a certified service partner near you for installation, maintenance and spare parts.',
    content:
      '<h2>Service near you</h2><p>Certified partners in Europe, the Middle East, Africa, the Americas and Asia-Pacific keep spare parts in stock and answer within 24 hours.</p>',
  },
  {
    name: '隐私政策',
    slug: 'privacy-policy',
    seoTitle: 'Privacy Policy',
    seoKeywords: 'privacy, personal data, cookies',
    seoDescription: 'How we collect, use and protect personal data on this website.',
    content:
      '<h2>Privacy policy</h2><p>We only collect the data you send us through enquiry forms and anonymous visit statistics. We never sell personal data.</p>',
  },
];

const SCHEMES = [
  ['工业蓝', '#1f5fbf', '#0e2f5a', '#f0a020', '#1f2933', '#ffffff', '1'],
  ['清新绿', '#07c160', '#0b6b3a', '#ffb400', '#1b2a22', '#ffffff', '0'],
  ['沉稳灰', '#3d4852', '#606f7b', '#e3342f', '#22292f', '#f8fafc', '0'],
  ['活力橙', '#e8603c', '#8a2c12', '#138a7e', '#2d1a12', '#fffaf5', '0'],
] as const;

const NAVIGATION: Array<{ title: string; links: Array<[string, string, string]> }> = [
  {
    title: 'Company',
    links: [
      ['About us', 'page', 'about-us'],
      ['Quality', 'page', 'quality'],
      ['Service network', 'page', 'service-network'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Contact', 'page', 'contact'],
      ['Privacy policy', 'page', 'privacy-policy'],
      ['Download centre', 'url', 'https://www.example.com/downloads'],
    ],
  },
  {
    title: 'Follow us',
    links: [
      ['LinkedIn', 'url', 'https://www.linkedin.com/'],
      ['YouTube', 'url', 'https://www.youtube.com/'],
    ],
  },
];

/** Small deterministic PRNG (mulberry32), so the seed gives the same log each time. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T>(rnd: () => number, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r <= 0) return item;
  }
  return items[items.length - 1]![0];
}

const COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  ['US', 18],
  ['DE', 10],
  ['GB', 7],
  ['IN', 7],
  ['FR', 5],
  ['BR', 5],
  ['AE', 4],
  ['VN', 4],
  ['MX', 4],
  ['AU', 3],
  ['CN', 4],
  ['IT', 3],
  ['ES', 3],
  ['PL', 2],
  ['TR', 3],
  ['SA', 3],
  ['ZA', 2],
  ['NG', 2],
  ['CA', 3],
  ['ID', 3],
  ['TH', 2],
  ['EG', 2],
  ['', 1],
];
const SOURCES: ReadonlyArray<readonly [string, number]> = [
  ['search', 45],
  ['direct', 25],
  ['social', 12],
  ['referral', 10],
  ['email', 5],
  ['ads', 3],
];
const REFERRERS: Record<string, readonly string[]> = {
  search: ['https://www.google.com/', 'https://www.bing.com/', 'https://duckduckgo.com/'],
  social: ['https://www.linkedin.com/', 'https://www.facebook.com/', 'https://www.youtube.com/'],
  referral: [
    'https://www.made-in-china.com/',
    'https://www.pumps-magazine.com/',
    'https://www.thomasnet.com/',
  ],
  email: ['https://mail.google.com/'],
  ads: ['https://www.googleadservices.com/'],
  direct: [''],
};
const PATHS: ReadonlyArray<readonly [string, number]> = [
  ['/', 30],
  ['/products', 18],
  ['/products/centrifugal-pumps', 8],
  ['/products/ball-valves', 6],
  ['/products/servo-motors', 4],
  ['/products/pressure-sensors', 4],
  ['/about-us', 7],
  ['/contact', 6],
  ['/quality', 4],
  ['/service-network', 3],
  ['/solutions/water-treatment', 5],
  ['/solutions/oil-and-gas', 3],
  ['/news/new-plant-opens', 2],
  ['/privacy-policy', 1],
];

/** Page views of 90 days up to `now` (about 80-140 visits a day, fewer at weekends). */
export function demoVisits(now: number, days = 90) {
  const rnd = random(16);
  const rows: Array<typeof wcmSiteVisit.$inferInsert> = [];
  const ipPool: Array<{ ip: string; country: string }> = [];
  const dayMs = 24 * 60 * 60 * 1000;
  const start = now - days * dayMs;
  let session = 0;
  for (let d = 0; d <= days; d++) {
    const dayStart = start + d * dayMs;
    const weekday = new Date(dayStart + 8 * 3600 * 1000).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.65 : 1;
    const trend = 80 + (60 * d) / days;
    const sessions = Math.round(trend * weekend * (0.8 + rnd() * 0.4));
    for (let s = 0; s < sessions; s++) {
      const at = dayStart + Math.floor(rnd() * dayMs);
      if (at > now) continue;
      let visitor: { ip: string; country: string };
      if (ipPool.length > 50 && rnd() < 0.3) {
        visitor = ipPool[Math.floor(rnd() * ipPool.length)]!;
      } else {
        const country = weighted(rnd, COUNTRIES);
        const ip = `${11 + Math.floor(rnd() * 200)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${1 + Math.floor(rnd() * 254)}`;
        visitor = { ip, country };
        ipPool.push(visitor);
      }
      const source = weighted(rnd, SOURCES);
      const referrers = REFERRERS[source] ?? [''];
      const referrer = referrers[Math.floor(rnd() * referrers.length)] ?? '';
      const sessionId = `seed-${(++session).toString(36)}`;
      const views = 1 + Math.floor(rnd() * rnd() * 6);
      let t = at;
      for (let v = 0; v < views && t <= now; v++) {
        const pagePath = v === 0 && rnd() < 0.4 ? '/' : weighted(rnd, PATHS);
        rows.push({
          visitTime: new Date(t),
          sessionId,
          ip: visitor.ip,
          country: visitor.country,
          pagePath,
          source,
          referrer: v === 0 ? referrer : '',
          kind: 'view',
        });
        t += 15_000 + Math.floor(rnd() * 180_000);
      }
      if (rnd() < 0.035 && t <= now)
        rows.push({
          visitTime: new Date(t),
          sessionId,
          ip: visitor.ip,
          country: visitor.country,
          pagePath: '/contact',
          source,
          referrer: '',
          kind: 'enquiry',
        });
    }
  }
  return rows;
}

/** The database part of the site seed: each table is filled only when empty. Idempotent. */
export async function seedSite(db: Db, now: number = Date.now()): Promise<void> {
  await ensureDictionaries(db, SITE_DICTIONARIES);
  if (await isEmpty(db, wcmSitePage))
    await db.insert(wcmSitePage).values(PAGES.map((p) => ({ ...p, createBy: 'admin' })));
  if (await isEmpty(db, wcmSiteColor))
    await db.insert(wcmSiteColor).values(
      SCHEMES.map(
        ([name, primaryColor, secondaryColor, accentColor, textColor, backgroundColor, inUse]) => ({
          name,
          primaryColor,
          secondaryColor,
          accentColor,
          textColor,
          backgroundColor,
          inUse,
          createBy: 'admin',
        }),
      ),
    );
  if (await isEmpty(db, wcmSiteNavGroup))
    for (const [position, group] of NAVIGATION.entries()) {
      const [row] = await db
        .insert(wcmSiteNavGroup)
        .values({ title: group.title, position, createBy: 'admin' })
        .returning({ groupId: wcmSiteNavGroup.groupId });
      if (row)
        await db.insert(wcmSiteNavLink).values(
          group.links.map(([label, linkType, linkTarget], i) => ({
            groupId: row.groupId,
            label,
            linkType,
            linkTarget,
            position: i,
          })),
        );
    }
  if (await isEmpty(db, wcmSiteVisit)) {
    const rows = demoVisits(now);
    for (let i = 0; i < rows.length; i += 1000)
      await db.insert(wcmSiteVisit).values(rows.slice(i, i + 1000));
    await rollupVisits(db, now);
  }
  await ensureJobs(db, [
    {
      jobName: '网站访问日汇总',
      invokeTarget: 'site.visitRollup',
      cronExpression: '0 5 0 * * ?',
      remark: 'Daily roll-up of the website visit log (site statistics)',
    },
  ]);
}

/** Banners and home backgrounds with generated images (needs the file storage). */
export async function seedSiteImages(ctx: SeedImageContext): Promise<void> {
  const { db } = ctx;
  if (await isEmpty(db, wcmSiteBanner)) {
    const banners = [
      {
        title: 'Pumps built for 24/7 duty',
        type: 'pc',
        palette: 'blue',
        link: ['page', 'quality'],
      },
      {
        title: 'Smart valves, fewer leaks',
        type: 'pc',
        palette: 'teal',
        link: ['page', 'about-us'],
      },
      {
        title: 'Meet us at Hannover Messe',
        type: 'pc',
        palette: 'orange',
        link: ['url', 'https://www.hannovermesse.de/'],
      },
      {
        title: 'Pumps built for 24/7 duty',
        type: 'app',
        palette: 'blue',
        link: ['page', 'quality'],
      },
      { title: 'Talk to an engineer', type: 'app', palette: 'green', link: ['page', 'contact'] },
    ] as const;
    let sort = banners.length * 10;
    for (const b of banners) {
      const [width, height] = b.type === 'pc' ? [1920, 800] : [1280, 720];
      const imageUrl = await seedImage(ctx, { width, height, title: b.title, palette: b.palette });
      await db.insert(wcmSiteBanner).values({
        title: b.title,
        bannerType: b.type,
        imageUrl,
        linkType: b.link[0],
        linkTarget: b.link[1],
        sort,
        visible: '0',
        createBy: 'admin',
      });
      sort -= 10;
    }
  }
  if (await isEmpty(db, wcmSiteBackground)) {
    const backgrounds = [
      ['Blue horizon', 'blue', '1'],
      ['Warm steel', 'slate', '0'],
    ] as const;
    for (const [name, palette, inUse] of backgrounds) {
      const imageUrl = await seedImage(ctx, { width: 1920, height: 200, title: name, palette });
      await db.insert(wcmSiteBackground).values({ name, imageUrl, inUse, createBy: 'admin' });
    }
  }
}
