import { useLingui } from '@lingui/react';
import { Button, Can, PageHeading, useDateTimeFormat } from '@wcm/console-ui';
import { SubmitForm } from '../../common/edit/submit-form';
import * as css from '../shared/company.css';
import { PlainSection } from './info-sections';
import { BusinessSection, DocumentsSection } from './info-upload-sections';
import { useInfoForm } from './use-info-form';

/**
 * Brand and company information (`factory/info/index`): one profile in a long sectioned form.
 * A failed save (the form's rules, or the server's, such as the credit code's check digit)
 * keeps everything typed and marks the failing fields.
 */
export function InfoPage() {
  const { i18n } = useLingui();
  const format = useDateTimeFormat();
  const f = useInfoForm();
  return (
    <div>
      <PageHeading />
      <SubmitForm labelWidth={150} className={css.form} onSubmit={() => void f.save()}>
        <PlainSection f={f} of="basic" />
        <BusinessSection f={f} />
        <PlainSection f={f} of="contact" />
        <PlainSection f={f} of="legal" />
        <PlainSection f={f} of="auth" />
        <DocumentsSection f={f} />
        <div className={css.actions}>
          <Can permissions={['factory:info:edit']}>
            <Button type="submit" variant="primary" loading={f.saving}>
              {i18n._({ id: 'pages.company.info.save', message: 'Save' })}
            </Button>
            <Button type="button" disabled={!f.dirty || f.saving} onClick={f.undo}>
              {i18n._({ id: 'pages.company.info.undo', message: 'Undo changes' })}
            </Button>
          </Can>
          {f.stamp?.updateTime ? (
            <span className={css.muted}>
              {i18n._({
                id: 'pages.company.info.updated',
                message: 'Last saved {time} by {name}',
                values: { time: format.dateTime(f.stamp.updateTime), name: f.stamp.updateBy },
              })}
            </span>
          ) : null}
        </div>
      </SubmitForm>
    </div>
  );
}
