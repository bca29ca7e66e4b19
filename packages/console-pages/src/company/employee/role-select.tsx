import { Select, useConsole } from '@wcm/console-ui';
import { useEffect, useState } from 'react';

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
  const wcm = useConsole();
  const [roles, setRoles] = useState<Role[]>([]);
  useEffect(() => {
    let live = true;
    wcm
      .call(wcm.api.GET('/factory/employee/roles'))
      .then((body) => live && setRoles(body.data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [wcm]);
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
