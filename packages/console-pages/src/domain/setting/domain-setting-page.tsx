import { useLingui } from '@lingui/react';
import {
  Button,
  Can,
  Descriptions,
  Dialog,
  Form,
  FormItem,
  Input,
  PageHeading,
  useConsole,
} from '@wcm/console-ui';
import { useCallback, useEffect, useState } from 'react';
import { CertificateDetails } from '../shared/certificate-details';
import {
  type CertificateFiles,
  CertificateFields,
  useCertificateCheck,
  useRefusalText,
} from '../shared/certificate-fields';
import * as css from '../shared/domain.css';
import { type DomainRow, toDomainFile } from '../shared/domain-types';

interface Setting {
  subdomain: string;
  brandName: string;
  platformHost: string;
  siteAddress: string;
  serverIp: string;
  ttl: number;
  liveDomain: DomainRow | null;
}

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The brand's platform sub-domain and the SSL material of the live domain. */
export function DomainSettingPage() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const checkFiles = useCertificateCheck();
  const refusalText = useRefusalText();
  const [setting, setSetting] = useState<Setting>();
  const [subdomain, setSubdomain] = useState('');
  const [brandName, setBrandName] = useState('');
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [files, setFiles] = useState<CertificateFiles>({});
  const [fileErrors, setFileErrors] = useState<{ certificate?: string; privateKey?: string }>({});
  const [refusal, setRefusal] = useState<string>();

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let live = true;
    wcm
      .call(wcm.api.GET('/domain/setting'))
      .then((body) => {
        if (!live) return;
        const data = body.data as Setting;
        setSetting(data);
        setSubdomain(data.subdomain);
        setBrandName(data.brandName);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wcm, version]);

  const save = async () => {
    const value = subdomain.trim().toLowerCase();
    if (!SUBDOMAIN.test(value)) {
      setError(
        i18n._({
          id: 'pages.domain.subdomain.format',
          message:
            'Use lower-case letters, digits and hyphens (1 to 63), not starting or ending with a hyphen',
        }),
      );
      return;
    }
    setError(undefined);
    await wcm.call(wcm.api.PUT('/domain/setting', { body: { subdomain: value, brandName } }));
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.domain.saved', message: 'Saved successfully' }),
    });
    load();
  };

  const live = setting?.liveDomain ?? null;
  return (
    <div className={css.page}>
      <PageHeading />
      {setting && (
        <>
          <section className={css.card}>
            <h2 className={css.sectionTitle}>
              {i18n._({ id: 'pages.domain.setting.platform', message: 'Platform sub-domain' })}
            </h2>
            <Form labelWidth={140}>
              <FormItem
                label={i18n._({ id: 'pages.domain.setting.subdomain', message: 'Sub-domain' })}
                required
                error={error}
                hint={`${subdomain || '…'}.${setting.platformHost}`}
              >
                <Input value={subdomain} onChange={setSubdomain} maxLength={63} />
              </FormItem>
              <FormItem label={i18n._({ id: 'pages.domain.brandName', message: 'Brand name' })}>
                <Input value={brandName} onChange={setBrandName} maxLength={100} />
              </FormItem>
            </Form>
            <div className={css.actions}>
              <Can permissions={['domain:setting:edit']}>
                <Button variant="primary" onClick={() => void save().catch(() => undefined)}>
                  {i18n._({ id: 'pages.domain.save', message: 'Save' })}
                </Button>
              </Can>
            </div>
            <Descriptions
              columns={2}
              bordered
              items={[
                {
                  label: i18n._({ id: 'pages.domain.setting.address', message: 'Site address' }),
                  value: setting.siteAddress,
                },
                {
                  label: i18n._({ id: 'pages.domain.serverIp', message: 'Server IP' }),
                  value: setting.serverIp,
                },
              ]}
            />
          </section>
          <section className={css.card}>
            <h2 className={css.sectionTitle}>
              {i18n._({ id: 'pages.domain.setting.ssl', message: 'SSL certificate in use' })}
            </h2>
            {live ? (
              <>
                <p className={css.planText}>
                  {i18n._({
                    id: 'pages.domain.setting.live',
                    message: 'Live domain: {domain}',
                    values: { domain: live.domainName },
                  })}
                </p>
                {live.certificate ? (
                  <CertificateDetails certificate={live.certificate} />
                ) : (
                  <p className={css.hint}>
                    {i18n._({
                      id: 'pages.domain.setting.noCert',
                      message: 'No SSL certificate: the domain is served over HTTP.',
                    })}
                  </p>
                )}
                <div className={css.actions}>
                  <Can permissions={['domain:setting:upload']}>
                    <Button onClick={() => setUploading(true)}>
                      {i18n._({ id: 'pages.domain.cert.upload', message: 'Upload certificate' })}
                    </Button>
                  </Can>
                </div>
              </>
            ) : (
              <p className={css.hint}>
                {i18n._({
                  id: 'pages.domain.setting.noLive',
                  message: 'No custom domain is live yet; set one up under Custom domains.',
                })}
              </p>
            )}
          </section>
        </>
      )}
      <Dialog
        open={uploading}
        onOpenChange={(open) => {
          if (!open) {
            setUploading(false);
            setFiles({});
            setFileErrors({});
            setRefusal(undefined);
          }
        }}
        title={i18n._({ id: 'pages.domain.cert.upload', message: 'Upload certificate' })}
        width={620}
        onConfirm={async () => {
          const errors = checkFiles(files);
          setFileErrors(errors);
          if (errors.certificate || errors.privateKey || !live) return false;
          if (!files.certificate || !files.privateKey) return false;
          setRefusal(undefined);
          try {
            await wcm.call(
              wcm.api.POST('/domain/setting/certificate', {
                body: {
                  domainId: live.domainId,
                  certificate: await toDomainFile(files.certificate),
                  privateKey: await toDomainFile(files.privateKey),
                },
              }),
              { silent: true },
            );
          } catch (error) {
            // Shown in the dialog until the next try; the dialog and the picked files stay.
            setRefusal(refusalText(error));
            return false;
          }
          wcm.presenter.message({
            type: 'success',
            text: i18n._({ id: 'pages.domain.cert.uploaded', message: 'Certificate uploaded' }),
          });
          setFiles({});
          load();
          return true;
        }}
      >
        <Form labelWidth={130}>
          <CertificateFields
            files={files}
            errors={fileErrors}
            refusal={refusal}
            onChange={setFiles}
          />
        </Form>
      </Dialog>
    </div>
  );
}
