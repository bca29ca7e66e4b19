import type { ResourceField } from '../../common/resource';

// Labels and fields several company records (employees, providers, shareholders,
// customer-service contacts) share: one message each.

/** The display order of a record. */
export const SORT_LABEL = /*i18n*/ { id: 'pages.company.sort', message: 'Order' };

/** The optional remark of a record (500 characters; blank is sent as null). */
export function remarkField(full: boolean): ResourceField {
  return {
    kind: 'textarea',
    name: 'remark',
    label: /*i18n*/ { id: 'pages.company.remark', message: 'Remark' },
    maxLength: 500,
    nullable: true,
    ...(full ? { full } : {}),
  };
}

/** A phone number check with the company pages' message. */
export function phonePattern(re: RegExp): NonNullable<ResourceField['pattern']> {
  return {
    re,
    message: /*i18n*/ { id: 'pages.company.phoneInvalid', message: 'Enter a valid phone number' },
  };
}
