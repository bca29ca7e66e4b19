import { useLingui } from '@lingui/react';
import { PageHeading } from '@wcm/console-ui';
import { useState } from 'react';
import { AuditDomainDialog } from '../shared/audit-domain-dialog';
import * as css from '../shared/domain.css';
import { DnsStep } from './dns-step';
import { IpStep } from './ip-step';
import { OutcomeStep, ReviewStep } from './review-step';
import { SslStep } from './ssl-step';
import { useDomainWizard } from './use-domain-wizard';
import { WizardSteps } from './wizard-parts';

/**
 * The custom-domain wizard (spec §4): assign IP, A-record verification, optional SSL
 * certificate, outcome, review. Next after DNS stays disabled until the record resolves.
 */
export function CustomDomainPage() {
  const { i18n } = useLingui();
  const w = useDomainWizard();
  const [auditing, setAuditing] = useState(false);
  const { wizard, step, row, outcome } = w;
  const labels = [
    i18n._({ id: 'pages.domain.wizard.step.ip', message: 'Assign IP' }),
    i18n._({ id: 'pages.domain.wizard.step.dns', message: 'DNS verification' }),
    i18n._({ id: 'pages.domain.wizard.step.ssl', message: 'SSL certificate' }),
    i18n._({ id: 'pages.domain.wizard.step.result', message: 'Result' }),
    i18n._({ id: 'pages.domain.wizard.step.review', message: 'Review' }),
  ];

  if (!wizard)
    return (
      <div className={css.page}>
        <PageHeading />
      </div>
    );
  return (
    <div className={css.page}>
      <PageHeading />
      <WizardSteps labels={labels} step={step} />
      {step === 0 && <IpStep label={labels[0]!} w={w} serverIp={wizard.serverIp} />}
      {step === 1 && <DnsStep label={labels[1]!} w={w} wizard={wizard} />}
      {step === 2 && row && <SslStep label={labels[2]!} w={w} row={row} />}
      {step === 3 && outcome && <OutcomeStep label={labels[3]!} w={w} outcome={outcome} />}
      {step === 4 && row && (
        <ReviewStep label={labels[4]!} w={w} row={row} onAudit={() => setAuditing(true)} />
      )}
      <AuditDomainDialog
        key={auditing ? 'open' : 'closed'}
        domain={auditing ? row : null}
        onClose={() => setAuditing(false)}
        onDone={(updated) => {
          setAuditing(false);
          w.setRow(updated);
        }}
      />
    </div>
  );
}
