import { useLingui } from '@lingui/react';
import { EmptyState } from '@wcm/console-ui';

/** The empty state of the tools pages: 'Loading…' while `loading`, 'No data' after. */
export function LoadingOrEmpty({ loading }: { loading: boolean }) {
  const { i18n } = useLingui();
  return (
    <EmptyState
      title={
        loading
          ? i18n._({ id: 'pages.tools.loading', message: 'Loading…' })
          : i18n._({ id: 'pages.tools.noData', message: 'No data' })
      }
    />
  );
}
