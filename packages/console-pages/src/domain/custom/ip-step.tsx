import { useLingui } from '@lingui/react';
import { Can, Form, FormItem, Input } from '@wcm/console-ui';
import type { DomainWizard } from './use-domain-wizard';
import { NextButton, StepCard } from './wizard-parts';
import { T } from '../shared/domain-texts';

/** Step 1: the server IP to point at and the domain name to use. */
export function IpStep({
  label,
  w,
  serverIp,
}: {
  label: string;
  w: DomainWizard;
  serverIp: string;
}) {
  const { i18n } = useLingui();
  return (
    <StepCard
      label={label}
      intro={i18n._({
        id: 'pages.domain.wizard.ipIntro',
        message:
          'Your site is served from the server IP below. Enter the full domain you want to use (for example www.example.com), then add an A record for it at your DNS provider.',
      })}
      actions={
        <Can permissions={['domain:custom:add']}>
          <NextButton onClick={w.toDns} />
        </Can>
      }
    >
      <Form labelWidth={140}>
        <FormItem label={i18n._(T.name)} required error={w.nameError}>
          <Input value={w.domainName} onChange={w.setDomainName} maxLength={253} />
        </FormItem>
        <FormItem label={i18n._(T.serverIp)}>
          <strong data-testid="server-ip">{serverIp}</strong>
        </FormItem>
      </Form>
    </StepCard>
  );
}
