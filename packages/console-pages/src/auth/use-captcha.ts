import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionStore } from '@wcm/console-core';

/** The captcha a sign-in or register form shows. */
export interface CaptchaView {
  enabled: boolean;
  img?: string;
  uuid?: string;
}

/**
 * Loads a captcha on mount and on `refresh()` (the server spends one on every attempt, right or
 * wrong). A failure to load is handed to `onError`.
 */
export function useCaptcha(session: SessionStore, onError: (message: string) => void) {
  const [captcha, setCaptcha] = useState<CaptchaView>({ enabled: false });
  const alive = useRef(true);
  const report = useRef(onError);
  report.current = onError;

  const refresh = useCallback(async () => {
    try {
      const next = await session.getCaptcha();
      if (!alive.current) return;
      setCaptcha({ enabled: next.captchaEnabled, img: next.img, uuid: next.uuid });
    } catch (error) {
      if (alive.current) report.current(messageOf(error));
    }
  }, [session]);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  return { captcha, refresh, alive };
}

/** The text of a thrown value (an ApiError carries the server's message). */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
