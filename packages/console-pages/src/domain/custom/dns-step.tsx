import { useLingui } from '@lingui/react';
import { Button, Descriptions } from '@wcm/console-ui';
import * as css from '../shared/domain.css';
import { StatusTag } from '../shared/status-tag';
import type { DomainWizard, Wizard } from './use-domain-wizard';
import { NextButton, PreviousButton, StepCard } from './wizard-parts';

/** Step 2: the A record to add, its verification; Next waits until the record resolves. */
export function DnsStep({ label, w, wizard }: { label: string; w: DomainWizard; wizard: Wizard }) {
  const { i18n } = useLingui();
  const { row, domainName } = w;
  return (
    <StepCard
      label={label}
      intro={i18n._({
        id: 'pages.domain.wizard.dnsIntro',
        message: 'Add this record at your DNS provider, then start the verification.',
      })}
      actions={
        <>
          <PreviousButton onClick={() => w.setStep(0)} />
          <Button loading={w.verifying} onClick={() => void w.verify()}>
            {i18n._({ id: 'pages.domain.dns.start', message: 'Start Verification' })}
          </Button>
          <NextButton disabled={!w.resolved} onClick={() => w.setStep(2)} />
        </>
      }
    >
      <Descriptions
        columns={2}
        bordered
        items={[
          {
            label: i18n._({ id: 'pages.domain.dns.host', message: 'Host record' }),
            value: domainName,
          },
          {
            label: i18n._({ id: 'pages.domain.dns.type', message: 'Record type' }),
            value: 'A',
          },
          {
            label: i18n._({ id: 'pages.domain.dns.value', message: 'Record value' }),
            value: wizard.serverIp,
          },
          { label: 'TTL', value: `${wizard.ttl} s` },
          {
            label: i18n._({ id: 'pages.domain.dns.status', message: 'DNS status' }),
            value: <StatusTag dict="dns" value={w.dnsStatus} testId="dns-status" />,
          },
          {
            label: i18n._({ id: 'pages.domain.dns.addresses', message: 'Resolved to' }),
            value: row?.domainName === domainName ? row.dnsAddresses.join(', ') || '-' : '-',
          },
        ]}
      />
      {w.dnsMessage && (
        <p className={css.error} role="alert">
          {w.dnsMessage}
        </p>
      )}
      {!w.resolved && !w.dnsMessage && (
        <p className={css.hint}>
          {i18n._({
            id: 'pages.domain.dns.required',
            message: 'Please complete DNS verification, click Start Verification',
          })}
        </p>
      )}
    </StepCard>
  );
}
