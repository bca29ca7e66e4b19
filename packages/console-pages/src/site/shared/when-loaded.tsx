import { useLingui } from '@lingui/react';
import { EmptyState } from '@wcm/console-ui';
import type { ReactNode } from 'react';

/** `children` drawn from the loaded data; until it comes 'Loading…', 'No data' when it failed. */
export function WhenLoaded<T>({
  data,
  loading,
  children,
}: {
  data: T | undefined;
  loading: boolean;
  children: (data: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  if (!data)
    return (
      <EmptyState
        title={
          loading
            ? i18n._({ id: 'pages.site.loading', message: 'Loading…' })
            : i18n._({ id: 'pages.site.noData', message: 'No data' })
        }
      />
    );
  return <>{children(data)}</>;
}
