import { useLingui } from '@lingui/react';
import { Button, Form } from '@wcm/console-ui';
import type { DomainRow } from '../shared/domain-types';
import { CertificateDetails } from '../shared/certificate-details';
import { CertificateFields } from '../shared/certificate-fields';
import type { DomainWizard } from './use-domain-wizard';
import { PreviousButton, StepCard } from './wizard-parts';

/** Step 3: the optional certificate and key, then the submission for review. */
export function SslStep({ label, w, row }: { label: string; w: DomainWizard; row: DomainRow }) {
  const { i18n } = useLingui();
  return (
    <StepCard
      label={label}
      intro={i18n._({
        id: 'pages.domain.wizard.sslIntro',
        message:
          'Optional: upload the SSL certificate and private key of {domain} to serve it over HTTPS. You can also skip this step.',
        values: { domain: row.domainName },
      })}
      actions={
        <>
          <PreviousButton onClick={() => w.setStep(1)} />
          <Button loading={w.busy} onClick={() => void w.uploadCertificate()}>
            {i18n._({ id: 'pages.domain.cert.upload', message: 'Upload certificate' })}
          </Button>
          <Button variant="primary" loading={w.busy} onClick={() => void w.submit()}>
            {row.certificate
              ? i18n._({ id: 'pages.domain.wizard.submit', message: 'Submit for review' })
              : i18n._({
                  id: 'pages.domain.wizard.skipSubmit',
                  message: 'Skip and submit for review',
                })}
          </Button>
        </>
      }
    >
      {row.certificate && <CertificateDetails certificate={row.certificate} />}
      <Form labelWidth={140}>
        <CertificateFields {...w.cert.fields} />
      </Form>
    </StepCard>
  );
}
