import type { I18n } from '@lingui/core';
import type { FetchResult, paths, WcmConsole } from '@wcm/console-core';
import { required, type FormRules } from '@wcm/console-ui';
import { EMAIL } from '../shared/email-field';

type Info =
  paths['/factory/info']['get']['responses'][200]['content']['application/json'] extends infer A
    ? Extract<A, { data: unknown }>['data']
    : never;
export type InfoBody = NonNullable<
  paths['/factory/info']['put']['requestBody']
>['content']['application/json'];

/** A field of the profile as the form holds it: an empty number is undefined, an unset date ''. */
type FormValue<T> = null extends T
  ? NonNullable<T> extends number
    ? number | undefined
    : string
  : T;

/** The form's values: the profile's fields but its stamp (`updateBy`, `updateTime`). */
export type InfoValues = {
  [K in Exclude<keyof Info, 'updateBy' | 'updateTime'>]: FormValue<Info[K]>;
};

export const EMPTY_INFO: InfoValues = {
  fullName: '',
  shortName: '',
  englishName: '',
  nature: '1',
  employeeCount: undefined,
  creditCode: '',
  registeredCapital: undefined,
  establishDate: '',
  about: '',
  businessLicense: '',
  postalCode: '',
  addressZh: '',
  addressEn: '',
  contactInfo: '',
  mainBusiness: '',
  legalName: '',
  legalEmail: '',
  legalPhone: '',
  legalPosition: '',
  authName: '',
  authEmail: '',
  authPhone: '',
  documents: [],
  salesRegions: [],
  maxAnnualExportUsd: undefined,
  businessCategory: '',
  workplace: '',
  registrationDate: '',
  area: undefined,
};

const num = (value: number | null) => (value === null ? undefined : value);

/** Form values of the profile the server answered. */
export function toValues(info: Info): InfoValues {
  return {
    ...EMPTY_INFO,
    ...Object.fromEntries(
      Object.keys(EMPTY_INFO).map((key) => [
        key,
        info[key as keyof Info] ?? EMPTY_INFO[key as keyof InfoValues],
      ]),
    ),
    employeeCount: num(info.employeeCount),
    registeredCapital: num(info.registeredCapital),
    maxAnnualExportUsd: num(info.maxAnnualExportUsd),
    area: num(info.area),
    establishDate: info.establishDate ?? '',
    registrationDate: info.registrationDate ?? '',
  } as InfoValues;
}

const trim = (value: string) => value.trim();

/** The body of `PUT /factory/info`: every field (empty ones cleared). */
export function toBody(values: InfoValues): InfoBody {
  return {
    fullName: trim(values.fullName),
    shortName: trim(values.shortName),
    englishName: trim(values.englishName),
    nature: values.nature === '2' ? '2' : '1',
    employeeCount: values.employeeCount ?? null,
    creditCode: trim(values.creditCode).toUpperCase(),
    registeredCapital: values.registeredCapital ?? null,
    establishDate: values.establishDate || null,
    about: values.about,
    businessLicense: values.businessLicense,
    postalCode: trim(values.postalCode),
    addressZh: trim(values.addressZh),
    addressEn: trim(values.addressEn),
    contactInfo: trim(values.contactInfo),
    mainBusiness: trim(values.mainBusiness),
    legalName: trim(values.legalName),
    legalEmail: trim(values.legalEmail),
    legalPhone: trim(values.legalPhone),
    legalPosition: trim(values.legalPosition),
    authName: trim(values.authName),
    authEmail: trim(values.authEmail),
    authPhone: trim(values.authPhone),
    documents: values.documents,
    salesRegions: values.salesRegions,
    maxAnnualExportUsd: values.maxAnnualExportUsd ?? null,
    businessCategory: values.businessCategory,
    workplace: trim(values.workplace),
    registrationDate: values.registrationDate || null,
    area: values.area ?? null,
  };
}

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/**
 * The form's own checks (shape only; the server also verifies the credit code's check digit,
 * the dates' order and the dictionaries).
 */
export function infoRules(i18n: I18n): FormRules<InfoValues> {
  const email = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !EMAIL.test(value.trim())
      ? i18n._({ id: 'pages.company.emailInvalid', message: 'Enter a valid email address' })
      : undefined;
  return {
    fullName: required(
      i18n._({
        id: 'pages.company.info.fullNameRequired',
        message: 'Please enter the full company name',
      }),
    ),
    creditCode: (value) =>
      value.trim() !== '' && !CREDIT_CODE.test(value.trim().toUpperCase())
        ? i18n._({
            id: 'pages.company.info.creditCodeFormat',
            message: 'The code has 18 digits or capital letters (no I, O, Z, S or V)',
          })
        : undefined,
    legalEmail: email,
    authEmail: email,
    postalCode: (value) =>
      /^[A-Za-z0-9 -]*$/.test(value)
        ? undefined
        : i18n._({
            id: 'pages.company.info.postalCodeInvalid',
            message: 'Letters, digits, spaces and hyphens only',
          }),
  };
}

export interface FieldError {
  field: string;
  code: string;
  msg: string;
}

export type SaveOutcome =
  { kind: 'saved' } | { kind: 'invalid'; msg: string; errors: FieldError[] } | { kind: 'failed' };

/**
 * Saves the profile: rule failures (`{code:500, errors}`) come back for the fields to show,
 * anything else gets the console's usual handling (`wcm.call` shows it).
 */
export async function saveInfo(wcm: WcmConsole, body: InfoBody): Promise<SaveOutcome> {
  let raw: FetchResult<unknown, unknown>;
  try {
    raw = await wcm.api.PUT('/factory/info', { body });
  } catch (error) {
    await wcm.call(Promise.reject(error)).catch(() => undefined);
    return { kind: 'failed' };
  }
  const answer = (raw.data ?? raw.error) as { code?: number; msg?: string; errors?: FieldError[] };
  if (answer?.code === 500 && Array.isArray(answer.errors) && answer.errors.length > 0)
    return { kind: 'invalid', msg: answer.msg ?? '', errors: answer.errors };
  try {
    await wcm.call(Promise.resolve(raw));
    return { kind: 'saved' };
  } catch {
    return { kind: 'failed' };
  }
}
