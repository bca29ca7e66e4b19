import { DictTag } from '@wcm/console-ui';
import { useDict } from '../../common/dict';
import { DICT } from './domain-types';

/**
 * A status of the domain area as the tag of its dictionary, wrapped in an element the browser
 * tests find by `testId` (`dns-status`, `audit-status`, `deploy-status`).
 */
export function StatusTag({
  dict,
  value,
  testId,
}: {
  dict: keyof typeof DICT;
  value: string;
  testId: string;
}) {
  const options = useDict(DICT[dict]);
  return (
    <span data-testid={testId}>
      <DictTag options={options} value={value} />
    </span>
  );
}
