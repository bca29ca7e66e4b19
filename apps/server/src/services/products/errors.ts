import { BusinessError, type FieldFailure } from '../../lib/business-error';
import { formMessageOf } from './validation';

// The products area refuses through the app-wide business error (answered by the app's error
// handler): 500 for rule violations (with `failures` for form rules), 601 for delete warnings,
// 409 for a stale optimistic version.
export { conflict, refuse, warn } from '../../lib/business-error';

/** Throws the form failures as one code-500 answer with `errors`; returns when there are none. */
export function assertValid(failures: readonly FieldFailure[]): void {
  if (failures.length > 0) throw new BusinessError(500, formMessageOf(failures), [], failures);
}
