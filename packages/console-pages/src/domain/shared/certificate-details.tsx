import { useLingui } from '@lingui/react';
import { Descriptions, useDateTimeFormat } from '@wcm/console-ui';
import type { DomainRow } from './domain-types';

/** What the server shows of a certificate (never its key). */
export function CertificateDetails({
  certificate,
}: {
  certificate: NonNullable<DomainRow['certificate']>;
}) {
  const { i18n } = useLingui();
  const format = useDateTimeFormat();
  return (
    <Descriptions
      columns={2}
      bordered
      items={[
        {
          label: i18n._({ id: 'pages.domain.cert.names', message: 'Covered domains' }),
          value: certificate.names.join(', '),
          span: 2,
        },
        {
          label: i18n._({ id: 'pages.domain.cert.subject', message: 'Subject' }),
          value: certificate.subject,
        },
        {
          label: i18n._({ id: 'pages.domain.cert.issuer', message: 'Issuer' }),
          value: certificate.issuer,
        },
        {
          label: i18n._({ id: 'pages.domain.cert.effective', message: 'Effective time' }),
          value: format.dateTime(certificate.effectiveTime),
        },
        {
          label: i18n._({ id: 'pages.domain.cert.expiry', message: 'Expiry time' }),
          value: format.dateTime(certificate.expiryTime),
        },
        {
          label: i18n._({ id: 'pages.domain.cert.certPath', message: 'Certificate path' }),
          value: certificate.certPath,
        },
        {
          label: i18n._({ id: 'pages.domain.cert.keyPath', message: 'Private key path' }),
          value: certificate.keyPath,
        },
      ]}
    />
  );
}
