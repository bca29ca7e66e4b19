import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sysDictData, wcmCompanyInfo } from '../../db/schema';
import { sanitizeRichText } from '../../files/sanitize-html';
import { BusinessError, type FieldFailure } from '../../lib/business-error';
import { formatDateTime } from '../../lib/date-format';
import { isValidCreditCode } from '../../services/company/credit-code';
import { operatorName } from '../../services/org/context';
import { ok } from '../admin/respond';
import { defineRoutes } from '../../resources';
import type { RequestBody } from '../../plugins/contract';

/** Where this file's routes stand (contract path, permission prefix, log title). */
const area = defineRoutes({
  path: '/factory/info',
  permission: 'factory:info',
  title: '品牌与公司信息',
});

/** The profile is one row. */
export const COMPANY_INFO_ID = 1;

type InfoRow = typeof wcmCompanyInfo.$inferSelect;

export type CompanyInfoBody = RequestBody<'CompanyInfoBody'>;

const num = (value: string | null) => (value === null ? null : Number(value));
const decimal = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value.toFixed(2);
const text = (value: string | undefined) => (value ?? '').trim();

/** The profile on the wire (the empty profile before the first save). */
export function companyInfoView(row: InfoRow | undefined) {
  return {
    fullName: row?.fullName ?? '',
    shortName: row?.shortName ?? '',
    englishName: row?.englishName ?? '',
    nature: row?.nature ?? '1',
    employeeCount: row?.employeeCount ?? null,
    creditCode: row?.creditCode ?? '',
    registeredCapital: num(row?.registeredCapital ?? null),
    establishDate: row?.establishDate ?? null,
    about: row?.about ?? '',
    businessLicense: row?.businessLicense ?? '',
    postalCode: row?.postalCode ?? '',
    addressZh: row?.addressZh ?? '',
    addressEn: row?.addressEn ?? '',
    contactInfo: row?.contactInfo ?? '',
    mainBusiness: row?.mainBusiness ?? '',
    legalName: row?.legalName ?? '',
    legalEmail: row?.legalEmail ?? '',
    legalPhone: row?.legalPhone ?? '',
    legalPosition: row?.legalPosition ?? '',
    authName: row?.authName ?? '',
    authEmail: row?.authEmail ?? '',
    authPhone: row?.authPhone ?? '',
    documents: row?.documents ?? [],
    salesRegions: row?.salesRegions ?? [],
    maxAnnualExportUsd: num(row?.maxAnnualExportUsd ?? null),
    businessCategory: row?.businessCategory ?? '',
    workplace: row?.workplace ?? '',
    registrationDate: row?.registrationDate ?? null,
    area: num(row?.area ?? null),
    updateBy: row?.updateBy ?? '',
    updateTime: formatDateTime(row?.updateTime),
  };
}

export async function readCompanyInfo(db: Db): Promise<InfoRow | undefined> {
  const [row] = await db
    .select()
    .from(wcmCompanyInfo)
    .where(eq(wcmCompanyInfo.infoId, COMPANY_INFO_ID));
  return row;
}

async function dictValues(db: Db, dictType: string): Promise<Set<string>> {
  const rows = await db
    .select({ value: sysDictData.dictValue })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')));
  return new Set(rows.map((r) => r.value));
}

/** Today's date in GMT+8 (the wire's calendar), `yyyy-MM-dd`. */
const todayGmt8 = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** Every rule of the profile form; all failures at once, as field errors. */
export async function companyInfoFailures(db: Db, body: CompanyInfoBody): Promise<FieldFailure[]> {
  const failures: FieldFailure[] = [];
  const fail = (field: string, code: string, key: FieldFailure['key']) =>
    failures.push({ field, code, key });
  if (text(body.fullName) === '') fail('fullName', 'required', 'company.info.fullNameRequired');
  const code = text(body.creditCode).toUpperCase();
  if (code !== '') {
    if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code))
      fail('creditCode', 'format', 'company.info.creditCodeFormat');
    else if (!isValidCreditCode(code))
      fail('creditCode', 'checkDigit', 'company.info.creditCodeCheck');
  }
  const today = todayGmt8();
  for (const field of ['establishDate', 'registrationDate'] as const) {
    const day = body[field];
    if (!day) continue;
    if (!isRealDay(day)) fail(field, 'date', 'company.info.date');
    else if (day > today) fail(field, 'future', 'company.info.futureDate');
  }
  if (body.establishDate && body.registrationDate && body.registrationDate < body.establishDate)
    fail('registrationDate', 'order', 'company.info.registrationBeforeEstablish');
  const regions = await dictValues(db, 'wcm_sales_region');
  if ((body.salesRegions ?? []).some((r) => !regions.has(r)))
    fail('salesRegions', 'dict', 'company.info.invalid');
  const category = text(body.businessCategory);
  if (category !== '' && !(await dictValues(db, 'wcm_business_category')).has(category))
    fail('businessCategory', 'dict', 'company.info.invalid');
  return failures;
}

/** Column values of a valid body. */
export function companyInfoValues(body: CompanyInfoBody) {
  return {
    fullName: text(body.fullName),
    shortName: text(body.shortName),
    englishName: text(body.englishName),
    nature: body.nature ?? '1',
    employeeCount: body.employeeCount ?? null,
    creditCode: text(body.creditCode).toUpperCase(),
    registeredCapital: decimal(body.registeredCapital),
    establishDate: body.establishDate || null,
    about: sanitizeRichText(body.about ?? '', 'full'),
    businessLicense: text(body.businessLicense),
    postalCode: text(body.postalCode),
    addressZh: text(body.addressZh),
    addressEn: text(body.addressEn),
    contactInfo: text(body.contactInfo),
    mainBusiness: text(body.mainBusiness),
    legalName: text(body.legalName),
    legalEmail: text(body.legalEmail),
    legalPhone: text(body.legalPhone),
    legalPosition: text(body.legalPosition),
    authName: text(body.authName),
    authEmail: text(body.authEmail),
    authPhone: text(body.authPhone),
    documents: (body.documents ?? []).map((d) => ({ name: d.name.trim(), url: d.url.trim() })),
    salesRegions: [...new Set(body.salesRegions ?? [])],
    maxAnnualExportUsd: decimal(body.maxAnnualExportUsd),
    businessCategory: text(body.businessCategory),
    workplace: text(body.workplace),
    registrationDate: body.registrationDate || null,
    area: decimal(body.area),
  };
}

/** Brand / company information (factory:info): one profile, read and saved whole. */
export async function companyInfoRoutes(app: FastifyInstance) {
  const routes = area.on(app);
  routes.get('', 'list', async (request) =>
    ok(request, { data: companyInfoView(await readCompanyInfo(app.db)) }),
  );

  routes.put<{ Body: CompanyInfoBody }>('', { auth: 'edit', log: 'UPDATE' }, async (request) => {
    const failures = await companyInfoFailures(app.db, request.body);
    if (failures.length > 0) throw new BusinessError(500, 'company.info.invalid', [], failures);
    const values = { ...companyInfoValues(request.body), updateBy: operatorName(request) };
    await app.db
      .insert(wcmCompanyInfo)
      .values({ infoId: COMPANY_INFO_ID, ...values, createBy: operatorName(request) })
      .onConflictDoUpdate({
        target: wcmCompanyInfo.infoId,
        set: { ...values, updateTime: new Date() },
      });
    return ok(request);
  });
}
