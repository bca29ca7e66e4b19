import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  Descriptions,
  DictTag,
  Form,
  FormItem,
  Input,
  PageHeading,
  useConsole,
  useDateTimeFormat,
} from '@wcm/console-ui';
import { useEffect, useState } from 'react';
import { useDict } from '../../common/dict';
import { AuditDomainDialog } from '../shared/audit-domain-dialog';
import { CertificateDetails } from '../shared/certificate-details';
import {
  type CertificateFiles,
  CertificateFields,
  useCertificateCheck,
  useRefusalText,
} from '../shared/certificate-fields';
import * as css from '../shared/domain.css';
import { DICT, DOMAIN_PATTERN, type DomainRow, toDomainFile } from '../shared/domain-types';

type Step = 0 | 1 | 2 | 3 | 4;
interface Wizard {
  serverIp: string;
  ttl: number;
  application: DomainRow | null;
}

/** Where an application in progress reopens the wizard. */
const stepOf = (row: DomainRow | null): Step =>
  !row ? 0 : row.auditStatus === '0' ? (row.dnsStatus === '2' ? 2 : 1) : 4;

/**
 * The custom-domain wizard (spec §4): assign IP, A-record verification, optional SSL
 * certificate, outcome, review. Next after DNS stays disabled until the record resolves.
 */
export function CustomDomainPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const format = useDateTimeFormat();
  const dnsDict = useDict(DICT.dns);
  const auditDict = useDict(DICT.audit);
  const checkFiles = useCertificateCheck();
  const refusalText = useRefusalText();
  const [wizard, setWizard] = useState<Wizard>();
  const [step, setStep] = useState<Step>(0);
  const [domainName, setDomainName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [row, setRow] = useState<DomainRow | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [dnsMessage, setDnsMessage] = useState<string>();
  const [files, setFiles] = useState<CertificateFiles>({});
  const [fileErrors, setFileErrors] = useState<{ certificate?: string; privateKey?: string }>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [auditing, setAuditing] = useState(false);

  useEffect(() => {
    let live = true;
    wcm
      .call(wcm.api.GET('/domain/custom/current'))
      .then((body) => {
        if (!live) return;
        const data = body.data as Wizard;
        setWizard(data);
        setRow(data.application);
        setDomainName(data.application?.domainName ?? '');
        setStep(stepOf(data.application));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wcm]);

  const labels = [
    i18n._({ id: 'pages.domain.wizard.step.ip', message: 'Assign IP' }),
    i18n._({ id: 'pages.domain.wizard.step.dns', message: 'DNS verification' }),
    i18n._({ id: 'pages.domain.wizard.step.ssl', message: 'SSL certificate' }),
    i18n._({ id: 'pages.domain.wizard.step.result', message: 'Result' }),
    i18n._({ id: 'pages.domain.wizard.step.review', message: 'Review' }),
  ];
  const dnsStatus = verifying ? '1' : (row?.dnsStatus ?? '0');
  const resolved = !verifying && row?.dnsStatus === '2' && row.domainName === domainName;

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

  const verify = async () => {
    setVerifying(true);
    setDnsMessage(undefined);
    try {
      const body = await wcm.call(wcm.api.POST('/domain/custom/verify', { body: { domainName } }));
      const data = body.data as DomainRow;
      setRow(data);
      setDnsMessage(data.message);
    } catch {
      // the refusal is shown by the call
    } finally {
      setVerifying(false);
    }
  };

  const uploadCertificate = async () => {
    const errors = checkFiles(files);
    setFileErrors(errors);
    if (errors.certificate || errors.privateKey || !row || !files.certificate || !files.privateKey)
      return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const body = await wcm.call(
        wcm.api.POST('/domain/custom/certificate', {
          body: {
            domainId: row.domainId,
            certificate: await toDomainFile(files.certificate),
            privateKey: await toDomainFile(files.privateKey),
          },
        }),
        { silent: true },
      );
      setRow(body.data as DomainRow);
      setFiles({});
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.domain.cert.uploaded', message: 'Certificate uploaded' }),
      });
    } catch (error) {
      // Shown under the files until the next try, not as a passing message.
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!row) return;
    setBusy(true);
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
    } finally {
      setBusy(false);
      setStep(3);
    }
  };

  const reapply = () => {
    setRow(null);
    setOutcome(undefined);
    setDnsMessage(undefined);
    setStep(0);
  };

  if (!wizard)
    return (
      <div className={css.page}>
        <PageHeading />
      </div>
    );
  return (
    <div className={css.page}>
      <PageHeading />
      <ol
        className={css.steps}
        aria-label={i18n._({ id: 'pages.domain.wizard.steps', message: 'Steps' })}
      >
        {labels.map((label, index) => (
          <li
            key={label}
            className={css.step[index < step ? 'done' : index === step ? 'current' : 'todo']}
            aria-current={index === step ? 'step' : undefined}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <section className={css.card} aria-label={labels[0]}>
          <p className={css.planText}>
            {i18n._({
              id: 'pages.domain.wizard.ipIntro',
              message:
                'Your site is served from the server IP below. Enter the full domain you want to use (for example www.example.com), then add an A record for it at your DNS provider.',
            })}
          </p>
          <Form labelWidth={140}>
            <FormItem
              label={i18n._({ id: 'pages.domain.name', message: 'Domain name' })}
              required
              error={nameError}
            >
              <Input value={domainName} onChange={setDomainName} maxLength={253} />
            </FormItem>
            <FormItem label={i18n._({ id: 'pages.domain.serverIp', message: 'Server IP' })}>
              <strong data-testid="server-ip">{wizard.serverIp}</strong>
            </FormItem>
          </Form>
          <div className={css.actions}>
            <Can permissions={['domain:custom:add']}>
              <Button variant="primary" onClick={toDns}>
                {i18n._({ id: 'pages.domain.wizard.next', message: 'Next' })}
              </Button>
            </Can>
          </div>
        </section>
      )}

      {step === 1 && (
        <section className={css.card} aria-label={labels[1]}>
          <p className={css.planText}>
            {i18n._({
              id: 'pages.domain.wizard.dnsIntro',
              message: 'Add this record at your DNS provider, then start the verification.',
            })}
          </p>
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
                value: (
                  <span data-testid="dns-status">
                    <DictTag options={dnsDict} value={dnsStatus} />
                  </span>
                ),
              },
              {
                label: i18n._({ id: 'pages.domain.dns.addresses', message: 'Resolved to' }),
                value: row?.domainName === domainName ? row.dnsAddresses.join(', ') || '-' : '-',
              },
            ]}
          />
          {dnsMessage && (
            <p className={css.error} role="alert">
              {dnsMessage}
            </p>
          )}
          {!resolved && !dnsMessage && (
            <p className={css.hint}>
              {i18n._({
                id: 'pages.domain.dns.required',
                message: 'Please complete DNS verification, click Start Verification',
              })}
            </p>
          )}
          <div className={css.actions}>
            <Button onClick={() => setStep(0)}>
              {i18n._({ id: 'pages.domain.wizard.previous', message: 'Previous' })}
            </Button>
            <Button loading={verifying} onClick={() => void verify()}>
              {i18n._({ id: 'pages.domain.dns.start', message: 'Start Verification' })}
            </Button>
            <Button variant="primary" disabled={!resolved} onClick={() => setStep(2)}>
              {i18n._({ id: 'pages.domain.wizard.next', message: 'Next' })}
            </Button>
          </div>
        </section>
      )}

      {step === 2 && row && (
        <section className={css.card} aria-label={labels[2]}>
          <p className={css.planText}>
            {i18n._({
              id: 'pages.domain.wizard.sslIntro',
              message:
                'Optional: upload the SSL certificate and private key of {domain} to serve it over HTTPS. You can also skip this step.',
              values: { domain: row.domainName },
            })}
          </p>
          {row.certificate && <CertificateDetails certificate={row.certificate} />}
          <Form labelWidth={140}>
            <CertificateFields
              files={files}
              errors={fileErrors}
              refusal={refusal}
              onChange={setFiles}
            />
          </Form>
          <div className={css.actions}>
            <Button onClick={() => setStep(1)}>
              {i18n._({ id: 'pages.domain.wizard.previous', message: 'Previous' })}
            </Button>
            <Button loading={busy} onClick={() => void uploadCertificate()}>
              {i18n._({ id: 'pages.domain.cert.upload', message: 'Upload certificate' })}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              {row.certificate
                ? i18n._({ id: 'pages.domain.wizard.submit', message: 'Submit for review' })
                : i18n._({
                    id: 'pages.domain.wizard.skipSubmit',
                    message: 'Skip and submit for review',
                  })}
            </Button>
          </div>
        </section>
      )}

      {step === 3 && outcome && (
        <section className={css.card} aria-label={labels[3]}>
          <p className={outcome.ok ? css.success : css.error} role="status" data-testid="outcome">
            {outcome.text}
          </p>
          <div className={css.actions}>
            {outcome.ok ? (
              <Button variant="primary" onClick={() => setStep(4)}>
                {i18n._({ id: 'pages.domain.wizard.next', message: 'Next' })}
              </Button>
            ) : (
              <Button variant="primary" onClick={() => setStep(1)}>
                {i18n._({ id: 'pages.domain.wizard.back', message: 'Back to DNS verification' })}
              </Button>
            )}
          </div>
        </section>
      )}

      {step === 4 && row && (
        <section className={css.card} aria-label={labels[4]}>
          <Descriptions
            columns={2}
            bordered
            items={[
              {
                label: i18n._({ id: 'pages.domain.name', message: 'Domain name' }),
                value: row.domainName,
              },
              {
                label: i18n._({ id: 'pages.domain.auditStatus', message: 'Review status' }),
                value: (
                  <span data-testid="audit-status">
                    <DictTag options={auditDict} value={row.auditStatus} />
                  </span>
                ),
              },
              {
                label: i18n._({ id: 'pages.domain.submitTime', message: 'Submitted' }),
                value: format.dateTime(row.submitTime),
              },
              {
                label: i18n._({ id: 'pages.domain.auditTime', message: 'Reviewed' }),
                value: format.dateTime(row.auditTime),
              },
            ]}
          />
          <p
            className={
              row.auditStatus === '3' || row.auditStatus === '4' ? css.error : css.planText
            }
          >
            {row.auditStatus === '1'
              ? i18n._({
                  id: 'pages.domain.review.pending',
                  message: 'Under review: the review takes 1 to 5 working days.',
                })
              : row.auditStatus === '2'
                ? i18n._({
                    id: 'pages.domain.review.approved',
                    message: 'Approved: the service is live.',
                  })
                : i18n._({
                    id: 'pages.domain.review.refused',
                    message: 'Rejected or configuration failed: {reason}. You can apply again.',
                    values: { reason: row.auditReason || '-' },
                  })}
          </p>
          <div className={css.actions}>
            {row.auditStatus === '1' && (
              <Can permissions={['domain:custom:audit']}>
                <Button variant="primary" onClick={() => setAuditing(true)}>
                  {i18n._({ id: 'pages.domain.review.action', message: 'Review' })}
                </Button>
              </Can>
            )}
            {(row.auditStatus === '2' || row.auditStatus === '3' || row.auditStatus === '4') && (
              <Can permissions={['domain:custom:add']}>
                <Button variant="primary" onClick={reapply}>
                  {i18n._({ id: 'pages.domain.review.reapply', message: 'Apply again' })}
                </Button>
              </Can>
            )}
          </div>
        </section>
      )}
      <AuditDomainDialog
        key={auditing ? 'open' : 'closed'}
        domain={auditing ? row : null}
        onClose={() => setAuditing(false)}
        onDone={(updated) => {
          setAuditing(false);
          setRow(updated);
        }}
      />
    </div>
  );
}
