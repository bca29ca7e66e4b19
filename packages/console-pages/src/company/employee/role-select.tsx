import { Select } from '@wcm/console-ui';
import { useFetched } from '../../common/list/use-fetched';

type Role = { roleId: number; roleName: string };

/** The roles an invitation may carry (never the administrator role), several at once. */
export function RoleSelect({
  value,
  onChange,
  disabled,
}: {
  value: unknown;
  onChange: (value: number[]) => void;
  disabled: boolean;
}) {
  const roles = useFetched<Role[]>(
    async (wcm) => (await wcm.call(wcm.api.GET('/factory/employee/roles'))).data,
    [],
  );
  return (
    <Select<number>
      multiple
      disabled={disabled}
      options={roles.map((r) => ({ label: r.roleName, value: r.roleId }))}
      value={Array.isArray(value) ? (value as number[]) : []}
      onChange={onChange}
    />
  );
}
