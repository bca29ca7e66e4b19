import { useLingui } from '@lingui/react';
import { Button, FormItem } from '@wcm/console-ui';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import * as css from './domain.css';
import { CERT_EXTENSIONS, extensionOf, KEY_EXTENSIONS, MAX_CERT_BYTES } from './domain-types';

/** The file dialog's filter for the extensions the check takes ('.crt,.pem,.cer'). */
const acceptOf = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`).join(',');

/** The two files of the SSL step; `undefined` while not picked. */
export interface CertificateFiles {
  certificate?: File | undefined;
  privateKey?: File | undefined;
}

/** The two files: where each is kept, the extensions it takes, its label and test id. */
const FILES = [
  {
    name: 'certificate',
    extensions: CERT_EXTENSIONS,
    label: /*i18n*/ { id: 'pages.domain.cert.certificate', message: 'Certificate file' },
    testId: 'certificate-file',
  },
  {
    name: 'privateKey',
    extensions: KEY_EXTENSIONS,
    label: /*i18n*/ { id: 'pages.domain.cert.key', message: 'Private key file' },
    testId: 'private-key-file',
  },
] as const;

/** Client-side checks before sending (type and 5 MB); the server checks the content. */
export function useCertificateCheck() {
  const { i18n } = useLingui();
  const check = (file: File | undefined, extensions: readonly string[]) => {
    if (!file) return i18n._({ id: 'pages.domain.cert.required', message: 'Please choose a file' });
    if (!extensions.includes(extensionOf(file.name)))
      return i18n._({
        id: 'pages.domain.cert.type',
        message: 'Only {types} files can be uploaded',
        values: { types: extensions.join('/') },
      });
    if (file.size > MAX_CERT_BYTES)
      return i18n._({
        id: 'pages.domain.cert.size',
        message: 'The file cannot exceed {size} MB',
        values: { size: 5 },
      });
    return undefined;
  };
  return (files: CertificateFiles): { certificate?: string; privateKey?: string } => {
    const errors: { certificate?: string; privateKey?: string } = {};
    for (const { name, extensions } of FILES) {
      const error = check(files[name], extensions);
      if (error) errors[name] = error;
    }
    return errors;
  };
}

/** The text of a refused upload: the server's (or the transport's) message, else a general one. */
export function useRefusalText() {
  const { i18n } = useLingui();
  return (error: unknown): string =>
    error instanceof Error && error.message
      ? error.message
      : i18n._({ id: 'pages.domain.cert.refused', message: 'The certificate was not uploaded' });
}

function FilePicker({
  label,
  accept,
  file,
  error,
  onPick,
  testId,
}: {
  label: string;
  accept: string;
  file: File | undefined;
  error: string | undefined;
  onPick: (file: File | undefined) => void;
  testId: string;
}) {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <FormItem label={label} required error={error}>
      <div className={css.fileRow}>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={label}
          data-testid={testId}
          onChange={(event) => onPick(event.target.files?.[0])}
        />
        <Button onClick={() => input.current?.click()}>
          {i18n._({ id: 'pages.domain.cert.choose', message: 'Choose file' })}
        </Button>
        <span>
          {file?.name ?? i18n._({ id: 'pages.domain.cert.none', message: 'No file chosen' })}
        </span>
      </div>
    </FormItem>
  );
}

/** Certificate (crt/pem/cer) and private key (key/pem) pickers, 5 MB each. */
export function CertificateFields({
  files,
  errors,
  refusal,
  onChange,
}: {
  files: CertificateFiles;
  errors: { certificate?: string | undefined; privateKey?: string | undefined };
  /** Why the server refused the last upload; stays on screen until the next try. */
  refusal?: string | undefined;
  /** A state setter: each pick updates the latest files (two quick picks both count). */
  onChange: Dispatch<SetStateAction<CertificateFiles>>;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {FILES.map(({ name, extensions, label, testId }) => (
        <FilePicker
          key={name}
          label={i18n._(label)}
          accept={acceptOf(extensions)}
          file={files[name]}
          error={errors[name]}
          testId={testId}
          onPick={(file) => onChange((current) => ({ ...current, [name]: file }))}
        />
      ))}
      <p className={css.hint}>
        {i18n._({
          id: 'pages.domain.cert.hint',
          message:
            'Certificate: crt, pem or cer; private key: key or pem (unencrypted); at most 5 MB each. The private key is stored encrypted and is never shown again.',
        })}
      </p>
      {refusal && (
        <p className={css.error} role="alert" data-testid="certificate-refusal">
          {refusal}
        </p>
      )}
    </>
  );
}
