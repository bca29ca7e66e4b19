import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { EmptyState } from '@wcm/console-ui';
import * as css from '../list-page/page.css';

/** An editor's page when its record does not exist (or could not be read). */
export function RecordNotFound({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <div className={css.page}>
      <EmptyState title={i18n._(text)} />
    </div>
  );
}
