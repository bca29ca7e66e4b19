import { useConsole } from '@wcm/console-ui';
import { useCallback, useEffect, useState } from 'react';
import type { SysUser } from '../shared/org-types';

/** The signed-in user's profile with role and position names. */
export interface Profile {
  user: SysUser;
  roleGroup: string;
  postGroup: string;
}

/** Loads `/system/user/profile`; `reload` after a change. */
export function useProfile() {
  const wcm = useConsole();
  const [profile, setProfile] = useState<Profile | null>(null);
  const reload = useCallback(async () => {
    try {
      const body = await wcm.call(wcm.api.GET('/system/user/profile'));
      setProfile({ user: body.data, roleGroup: body.roleGroup, postGroup: body.postGroup });
    } catch {
      // Shown by wcm.call.
    }
  }, [wcm]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { profile, reload };
}
