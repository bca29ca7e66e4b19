import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import { useLoad } from '../../common/list';
import { DOMAIN_PATTERN, type DomainRow } from '../shared/domain-types';
import { useCertificateUpload } from '../shared/use-certificate-upload';

/** The steps: assign IP, DNS verification, SSL certificate, outcome, review. */
export type Step = 0 | 1 | 2 | 3 | 4;

/** What `/domain/custom/current` answers: the server to point at and the open application. */
export interface Wizard {
  serverIp: string;
  ttl: number;
  application: DomainRow | null;
}

/** Where an application in progress reopens the wizard. */
const stepOf = (row: DomainRow | null): Step =>
  !row ? 0 : row.auditStatus === '0' ? (row.dnsStatus === '2' ? 2 : 1) : 4;

/**
 * The state and actions of the custom-domain wizard (spec §4): the name checked before the DNS
 * step, the A-record verification, the optional certificate, the submission and its outcome.
 */
export function useDomainWizard() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const cert = useCertificateUpload('/domain/custom/certificate');
  const [step, setStep] = useState<Step>(0);
  const [domainName, setDomainName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [row, setRow] = useState<DomainRow | null>(null);
  const [verifying, whileVerifying] = useBusy();
  const [dnsMessage, setDnsMessage] = useState<string>();
  const [busy, whileBusy] = useBusy();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const loaded = useLoad(async () => {
    const data = (await wcm.call(wcm.api.GET('/domain/custom/current'))).data as Wizard;
    setRow(data.application);
    setDomainName(data.application?.domainName ?? '');
    setStep(stepOf(data.application));
    return data;
  });

  const toDns = () => {
    const name = domainName.trim().toLowerCase().replace(/\.$/, '');
    if (!DOMAIN_PATTERN.test(name)) {
      setNameError(i18n._({ id: 'pages.domain.name.format', message: 'Domain name format error' }));
      return;
    }
    setNameError(undefined);
    setDomainName(name);
    if (row && row.domainName !== name) setRow({ ...row, dnsStatus: '0' });
    setDnsMessage(undefined);
    setStep(1);
  };

  const verify = () =>
    whileVerifying(async () => {
      setDnsMessage(undefined);
      try {
        const body = await wcm.call(
          wcm.api.POST('/domain/custom/verify', { body: { domainName } }),
        );
        const data = body.data as DomainRow;
        setRow(data);
        setDnsMessage(data.message);
      } catch {
        // the refusal is shown by the call
      }
    });

  const uploadCertificate = async () => {
    if (!row) return;
    await whileBusy(async () => {
      const stored = await cert.upload(row.domainId);
      if (stored) setRow(stored);
    });
  };

  const submit = async () => {
    if (!row) return;
    await whileBusy(async () => {
      try {
        const body = await wcm.call(
          wcm.api.POST('/domain/custom/submit', { body: { domainId: row.domainId } }),
          { silent: true },
        );
        setRow(body.data as DomainRow);
        setOutcome({ ok: true, text: body.msg });
      } catch (error) {
        const text =
          error instanceof Error && error.message
            ? error.message
            : i18n._({ id: 'pages.domain.config.failed', message: 'Domain configuration failed' });
        setOutcome({ ok: false, text });
      }
    });
    setStep(3);
  };

  const reapply = () => {
    setRow(null);
    setOutcome(undefined);
    setDnsMessage(undefined);
    setStep(0);
  };

  return {
    wizard: loaded.data,
    step,
    setStep,
    domainName,
    setDomainName,
    nameError,
    row,
    setRow,
    verifying,
    dnsMessage,
    /** The tag shown while verifying is "verifying" ('1'), whatever the last answer was. */
    dnsStatus: verifying ? '1' : (row?.dnsStatus ?? '0'),
    /** Next after DNS: the record of this very name resolves to the server. */
    resolved: !verifying && row?.dnsStatus === '2' && row.domainName === domainName,
    cert,
    busy,
    outcome,
    toDns,
    verify,
    uploadCertificate,
    submit,
    reapply,
  };
}

/** The wizard's state and actions, as the step components take them. */
export type DomainWizard = ReturnType<typeof useDomainWizard>;
