import { NO_TOKEN, unwrap } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useEffect, useState } from 'react';

/** Parameter that switches self-registration on (RuoYi: only the string 'true'). */
export const REGISTER_USER_KEY = 'sys.account.registerUser';

/**
 * Whether self-registration is on, read without a session from the one parameter the server
 * opens to visitors. `undefined` while loading; false when the backend refuses the lookup (a
 * RuoYi backend answers 401 there and keeps registration behind its own switch).
 */
export function useRegisterEnabled(): boolean | undefined {
  const wcm = useConsole();
  const [enabled, setEnabled] = useState<boolean>();
  useEffect(() => {
    let alive = true;
    unwrap(
      wcm.api.GET(`/system/config/configKey/${REGISTER_USER_KEY}`, { headers: NO_TOKEN }),
    ).then(
      (body) => alive && setEnabled(body.msg.trim() === 'true'),
      () => alive && setEnabled(false),
    );
    return () => {
      alive = false;
    };
  }, [wcm]);
  return enabled;
}
