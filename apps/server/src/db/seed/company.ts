import { eq, like } from 'drizzle-orm';
import type { Db } from '../database';
import { ensureDictionaries, isEmpty } from '../../resources/seed';
import { wcmCompanyInfo, wcmEmployee, wcmEquity, wcmProvider, wcmServiceContact } from '../schema';
import { type SeedImageContext, seedImage } from './seed-image';
import { areaDictionaries } from './dictionaries/load';

// Demo data of the company area (issue 15): a pump and valve maker in Ningbo with its profile,
// shareholders, a few invited employees, the providers it works with and its customer-service
// desk. The business licence is a placeholder link replaced by a generated image at start
// (seedCompanyImages, which needs the file storage).

export const COMPANY_DICTIONARIES = areaDictionaries('company');

/** Placeholder of the licence image until the storage step renders it. */
const LICENCE_PLACEHOLDER = '/profile/upload/company/demo-licence.png';

const PROFILE = {
  infoId: 1,
  fullName: '宁波海拓流体科技有限公司',
  shortName: '海拓流体',
  englishName: 'Ningbo Haituo Fluid Technology Co., Ltd.',
  nature: '1',
  employeeCount: 268,
  creditCode: '91330212MA2GW8KX4C',
  registeredCapital: '5000.00',
  establishDate: '2012-06-18',
  about:
    '<p>海拓流体专注离心泵、隔膜泵与工业阀门的研发和制造十余年，拥有 12,000 平方米的现代化厂房和两条自动化装配线。</p><p>产品通过 CE、ISO 9001 与 API 认证，远销欧洲、东南亚和中东的 40 多个国家和地区。</p>',
  businessLicense: LICENCE_PLACEHOLDER,
  postalCode: '315100',
  addressZh: '浙江省宁波市鄞州区科技园区启明路 818 号',
  addressEn: 'No. 818 Qiming Road, Science Park, Yinzhou District, Ningbo, Zhejiang, China',
  contactInfo: '+86 574 8812 6600 / sales@haituo-fluid.com',
  mainBusiness: '离心泵、潜水泵、隔膜泵、球阀、闸阀及流体控制系统的研发、生产与销售',
  legalName: '陈海涛',
  legalEmail: 'chen.haitao@haituo-fluid.com',
  legalPhone: '+86 138 5742 6618',
  legalPosition: '董事长',
  authName: '林晓雯',
  authEmail: 'lin.xiaowen@haituo-fluid.com',
  authPhone: '+86 139 6831 2207',
  documents: [],
  salesRegions: ['cn', 'sea', 'me', 'eu'],
  maxAnnualExportUsd: '18600000.00',
  businessCategory: 'both',
  workplace: '自有厂房，含研发中心与检测实验室',
  registrationDate: '2012-06-18',
  area: '12000.00',
  createBy: 'admin',
};

const EQUITY = [
  ['陈海涛', '1', '45.00', '2250.00', 1],
  ['宁波海拓投资合伙企业（有限合伙）', '3', '25.00', '1250.00', 2],
  ['林晓雯', '1', '12.50', '625.00', 3],
  ['浙江甬江创业投资有限公司', '2', '10.00', '500.00', 4],
] as const;

const PROVIDERS = [
  [
    '宁波港联国际物流有限公司',
    'logistics',
    '王建国',
    '+86 574 8765 2301',
    'ops@ganglian-logistics.cn',
    '宁波',
    '0',
  ],
  [
    '上海通关宝报关有限公司',
    'customs',
    '赵敏',
    '+86 21 6188 4520',
    'service@tgb-customs.com',
    '上海',
    '0',
  ],
  [
    'TÜV Rheinland Shanghai',
    'certification',
    'Markus Weber',
    '+86 21 6081 4100',
    'markus.weber@tuv.com',
    'Shanghai',
    '0',
  ],
  [
    'Global Sources Marketing',
    'marketing',
    'Emily Tan',
    '+65 6547 2800',
    'emily.tan@globalsources.com',
    'Singapore',
    '0',
  ],
  ['PingPong 跨境收款', 'payment', '刘思远', '+86 571 8810 9922', 'kam@pingpongx.com', '杭州', '0'],
  [
    'LinguaPro Translation',
    'translation',
    'Claire Dubois',
    '+33 1 42 68 53 00',
    'claire@linguapro.fr',
    'Paris',
    '1',
  ],
] as const;

const CONTACTS = [
  [
    '周静怡',
    'CN',
    '+8613857426690',
    'support@haituo-fluid.com',
    '1,2,3,4,5',
    '08:30',
    '17:30',
    'Asia/Shanghai',
    1,
  ],
  [
    'Ahmed Al Mansouri',
    'AE',
    '+971501234567',
    'me.sales@haituo-fluid.com',
    '1,2,3,4,5',
    '09:00',
    '18:00',
    'Asia/Dubai',
    2,
  ],
  [
    'Lukas Schneider',
    'DE',
    '+4915123456789',
    'eu.service@haituo-fluid.com',
    '1,2,3,4,5',
    '08:00',
    '16:30',
    'Europe/Berlin',
    3,
  ],
  [
    'Nguyen Thi Lan',
    'VN',
    '+84912345678',
    'vn.sales@haituo-fluid.com',
    '1,2,3,4,5,6',
    '08:00',
    '17:00',
    'Asia/Ho_Chi_Minh',
    4,
  ],
  [
    'Sophie Martin',
    'FR',
    '+33612345678',
    'fr.support@haituo-fluid.com',
    '1,2,3,4,5',
    '09:00',
    '18:00',
    'Europe/Paris',
    5,
  ],
] as const;

const EMPLOYEES = [
  ['王雨桐', '+8613912345601', 'wang.yutong@haituo-fluid.com', '外贸业务经理', '0'],
  ['李明轩', '+8613912345602', '', '产品工程师', '0'],
  ['郑可欣', '', 'zheng.kexin@haituo-fluid.com', '市场专员', '2'],
] as const;

/** Dictionaries, then demo rows for each table still empty (a later release's databases too). */
export async function seedCompany(db: Db): Promise<void> {
  await ensureDictionaries(db, COMPANY_DICTIONARIES);
  const [profile] = await db.select({ id: wcmCompanyInfo.infoId }).from(wcmCompanyInfo);
  if (!profile) await db.insert(wcmCompanyInfo).values(PROFILE);
  if (await isEmpty(db, wcmEquity))
    await db.insert(wcmEquity).values(
      EQUITY.map(([shareholderName, shareholderType, percentage, contribution, sort]) => ({
        shareholderName,
        shareholderType,
        percentage,
        contribution,
        sort,
        createBy: 'admin',
      })),
    );
  if (await isEmpty(db, wcmProvider))
    await db.insert(wcmProvider).values(
      PROVIDERS.map(([name, type, contactName, contactPhone, email, region, status]) => ({
        name,
        type,
        contactName,
        contactPhone,
        email,
        region,
        status,
        createBy: 'admin',
      })),
    );
  if (await isEmpty(db, wcmServiceContact))
    await db.insert(wcmServiceContact).values(
      CONTACTS.map(
        ([fullName, country, phone, email, workDays, startTime, endTime, timeZone, sort]) => ({
          fullName,
          country,
          phone,
          email,
          workDays,
          startTime,
          endTime,
          timeZone,
          sort,
          createBy: 'admin',
        }),
      ),
    );
  if (await isEmpty(db, wcmEmployee)) {
    const now = Date.now();
    await db.insert(wcmEmployee).values(
      EMPLOYEES.map(([fullName, phone, email, position, joinStatus], i) => ({
        fullName,
        phone,
        email,
        position,
        joinStatus,
        roleIds: [2],
        deptId: 103,
        // Seeded invitations have no link (no token was ever handed out): the list offers a new one.
        inviteTime: new Date(now - (i + 1) * 86_400_000),
        inviteExpires: joinStatus === '0' ? new Date(now + (6 - i) * 86_400_000) : null,
        createBy: 'admin',
      })),
    );
  }
}

/** Replaces the placeholder licence link with a generated image (needs the file storage). */
export async function seedCompanyImages(ctx: SeedImageContext): Promise<void> {
  const [row] = await ctx.db
    .select({ id: wcmCompanyInfo.infoId })
    .from(wcmCompanyInfo)
    .where(like(wcmCompanyInfo.businessLicense, '/profile/upload/company/demo-%'));
  if (!row) return;
  const url = await seedImage(ctx, {
    width: 900,
    height: 1200,
    title: 'Business Licence Haituo Fluid',
    palette: 'gold',
    motif: 'none',
  });
  await ctx.db
    .update(wcmCompanyInfo)
    .set({ businessLicense: url })
    .where(eq(wcmCompanyInfo.infoId, row.id));
}
