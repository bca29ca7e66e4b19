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
import { useState } from 'react';
import { useLoad } from '../../common/list';
import { CertificateDetails } from '../shared/certificate-details';
import { CertificateFields } from '../shared/certificate-fields';
import * as css from '../shared/domain.css';
import type { DomainRow } from '../shared/domain-types';
import { useCertificateUpload } from '../shared/use-certificate-upload';
import { T } from '../shared/domain-texts';

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
  const cert = useCertificateUpload('/domain/setting/certificate');
  const [subdomain, setSubdomain] = useState('');
  const [brandName, setBrandName] = useState('');
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const loaded = useLoad(async () => {
    const data = (await wcm.call(wcm.api.GET('/domain/setting'))).data as Setting;
    setSubdomain(data.subdomain);
    setBrandName(data.brandName);
    return data;
  });
  const setting = loaded.data;

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
    void loaded.reload();
  };

  const live = setting?.liveDomain ?? null;
  const uploadLabel = i18n._({ id: 'pages.domain.cert.upload', message: 'Upload certificate' });
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
              <FormItem label={i18n._(T.brandName)}>
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
                  label: i18n._(T.serverIp),
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
                    <Button onClick={() => setUploading(true)}>{uploadLabel}</Button>
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
            cert.reset();
          }
        }}
        title={uploadLabel}
        width={620}
        onConfirm={async () => {
          // A refusal keeps the dialog and the picked files, its reason under them.
          if (!live || !(await cert.upload(live.domainId))) return false;
          void loaded.reload();
          return true;
        }}
      >
        <Form labelWidth={130}>
          <CertificateFields {...cert.fields} />
        </Form>
      </Dialog>
    </div>
  );
}
