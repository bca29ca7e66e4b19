import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { type CertificateFiles, useCertificateCheck, useRefusalText } from './certificate-fields';
import { type DomainRow, toDomainFile } from './domain-types';

/** The endpoints that take the certificate and private key of a domain. */
export type CertificatePath = '/domain/custom/certificate' | '/domain/setting/certificate';

/**
 * The SSL files of a domain being picked and sent: the props of `CertificateFields`, `upload`
 * to check and send them, and `reset` to forget them (a dialog closed). A refused upload keeps
 * the server's reason under the files until the next try, never as a passing message.
 */
export function useCertificateUpload(path: CertificatePath) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const checkFiles = useCertificateCheck();
  const refusalText = useRefusalText();
  const [files, setFiles] = useState<CertificateFiles>({});
  const [errors, setErrors] = useState<{ certificate?: string; privateKey?: string }>({});
  const [refusal, setRefusal] = useState<string>();

  /** Checks and sends the picked files; the stored domain, or `undefined` when not sent. */
  const upload = async (domainId: number): Promise<DomainRow | undefined> => {
    const found = checkFiles(files);
    setErrors(found);
    if (found.certificate || found.privateKey || !files.certificate || !files.privateKey)
      return undefined;
    setRefusal(undefined);
    try {
      const body = await wcm.call(
        wcm.api.POST(path, {
          body: {
            domainId,
            certificate: await toDomainFile(files.certificate),
            privateKey: await toDomainFile(files.privateKey),
          },
        }),
        { silent: true },
      );
      setFiles({});
      wcm.presenter.message({
        type: 'success',
        text: i18n._({ id: 'pages.domain.cert.uploaded', message: 'Certificate uploaded' }),
      });
      return body.data as DomainRow;
    } catch (error) {
      setRefusal(refusalText(error));
      return undefined;
    }
  };

  const reset = () => {
    setFiles({});
    setErrors({});
    setRefusal(undefined);
  };

  return { fields: { files, errors, refusal, onChange: setFiles }, upload, reset };
}
