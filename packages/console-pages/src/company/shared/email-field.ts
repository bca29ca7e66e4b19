import type { ResourceField } from '../../common/resource';

/** An email address as the company pages accept it. */
export const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The label of a company record's email address. */
export const EMAIL_LABEL = /*i18n*/ { id: 'pages.company.email', message: 'Email' };

/** The optional `email` field of a company record, checked against {@link EMAIL}. */
export function emailField(maxLength: number): ResourceField {
  return {
    kind: 'text',
    name: 'email',
    label: EMAIL_LABEL,
    maxLength,
    pattern: {
      re: EMAIL,
      message: /*i18n*/ {
        id: 'pages.company.emailInvalid',
        message: 'Enter a valid email address',
      },
    },
  };
}
