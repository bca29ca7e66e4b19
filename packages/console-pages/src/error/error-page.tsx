import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';
import { StatusPage } from '../common/status-page';

/** A blank-layout error page: status code, title, text and the way back home (`/index`). */
export function defineErrorPage(
  code: number,
  title: MessageDescriptor,
  text: MessageDescriptor,
): ComponentType {
  function ErrorPage() {
    const { i18n } = useLingui();
    return (
      <StatusPage
        code={code}
        headingId={`pages-${code}-title`}
        title={i18n._(title)}
        text={i18n._(text)}
        linkTo="/index"
        linkLabel={i18n._({ id: 'pages.error.home', message: 'Back to home' })}
      />
    );
  }
  return ErrorPage;
}
