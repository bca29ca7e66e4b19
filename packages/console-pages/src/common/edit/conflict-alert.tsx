import { Alert } from '@wcm/console-ui';

/** An editor's save conflict (the record changed since it was read), shown over the form. */
export function ConflictAlert({
  conflict,
  title,
}: {
  conflict: string | undefined;
  title: string;
}) {
  return conflict ? (
    <Alert tone="error" title={title}>
      {conflict}
    </Alert>
  ) : null;
}
