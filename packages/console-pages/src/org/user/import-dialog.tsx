import { useLingui } from '@lingui/react';
import { isApiError } from '@wcm/console-core';
import { Alert, Button, Checkbox, Dialog, useConsole } from '@wcm/console-ui';
import { useId, useState } from 'react';
import * as css from '../shared/org.css';
import { exportName } from '../shared/org-types';
import { importReportLines } from './import-result';

/** Largest import file (MB), as RuoYi's import dialog allows. */
export const IMPORT_MAX_MB = 10;

/** Props of {@link UserImportDialog}. */
export interface UserImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After an import that saved rows (the list reloads). */
  onImported: () => void;
}

/**
 * RuoYi's user import: pick an .xlsx/.xls file, optionally update existing users, download the
 * template; the server's report is shown as plain text lines.
 */
export function UserImportDialog({ open, onOpenChange, onImported }: UserImportDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<{ ok: boolean; lines: string[] } | null>(null);
  // Each opening starts empty (React's 'adjust state on prop change' pattern).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setFile(null);
      setUpdate(false);
      setError(undefined);
      setReport(null);
    }
  }

  const submit = async () => {
    if (!file) {
      setError(
        i18n._({ id: 'pages.org.import.noFile', message: 'Please select a file to upload' }),
      );
      return false;
    }
    if (!/\.xlsx?$/i.test(file.name)) {
      setError(
        i18n._({
          id: 'pages.org.import.badType',
          message: 'Only .xls and .xlsx files can be imported',
        }),
      );
      return false;
    }
    if (file.size > IMPORT_MAX_MB * 1024 * 1024) {
      setError(
        i18n._({
          id: 'pages.org.import.tooLarge',
          message: 'The file may not be larger than {mb} MB',
          values: { mb: IMPORT_MAX_MB },
        }),
      );
      return false;
    }
    const data = new FormData();
    data.append('file', file);
    try {
      const body = await wcm.call(
        wcm.api.POST('/system/user/importData', {
          params: { query: { updateSupport: update ? '1' : '0' } },
          body: data as never,
          bodySerializer: (b: unknown) => b as FormData,
        }),
        { silent: true },
      );
      setReport({ ok: true, lines: importReportLines(body.msg) });
      onImported();
    } catch (failure) {
      // Code 500 lists the bad rows (good rows were still saved).
      const text = isApiError(failure) ? failure.message : String(failure);
      setReport({ ok: false, lines: importReportLines(text) });
      onImported();
    }
    return false;
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._({ id: 'pages.org.import.title', message: 'Import users' })}
      width={520}
      onConfirm={submit}
      confirmLabel={i18n._({ id: 'pages.org.import.upload', message: 'Upload' })}
    >
      <div className={css.main}>
        <label htmlFor={inputId}>
          {i18n._({ id: 'pages.org.import.file', message: 'File (.xls, .xlsx)' })}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,.xls"
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(undefined);
          }}
        />
        <Checkbox value={update} onChange={setUpdate}>
          {i18n._({
            id: 'pages.org.import.update',
            message: 'Update existing users',
          })}
        </Checkbox>
        <p className={css.hint}>
          {i18n._({
            id: 'pages.org.import.hint',
            message: 'Only xls and xlsx files are allowed.',
          })}{' '}
          <Button
            size="small"
            onClick={() =>
              void wcm.download.post('/system/user/importTemplate', {}, exportName('user_template'))
            }
          >
            {i18n._({ id: 'pages.org.import.template', message: 'Download template' })}
          </Button>
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {report ? (
          <Alert tone={report.ok ? 'info' : 'error'}>
            {report.lines.map((line, i) => (
              <span key={i}>
                {line}
                <br />
              </span>
            ))}
          </Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
