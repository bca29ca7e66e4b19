import { useConsole } from '@wcm/console-ui';
import { useEffect, useState } from 'react';

/** State of {@link useCronNext}: the next run times, or the server's reason it cannot run. */
export interface CronNext {
  times: string[];
  error: string | undefined;
  loading: boolean;
}

/**
 * The next five run times of `cron` as the server computes them (debounced), or the server's
 * refusal message. Asked without the error popup: the reason is shown beside the builder.
 */
export function useCronNext(cron: string, enabled = true, delayMs = 400): CronNext {
  const wcm = useConsole();
  const [state, setState] = useState<CronNext>({ times: [], error: undefined, loading: false });
  useEffect(() => {
    const expr = cron.trim();
    if (!enabled || expr === '') {
      setState({ times: [], error: undefined, loading: false });
      return;
    }
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      wcm.api
        .GET('/monitor/job/cron/next', { params: { query: { cron: expr } } })
        .then(({ data }) => {
          if (!alive) return;
          const body = data as { code?: number; msg?: string; data?: string[] } | undefined;
          if (body?.code === 200)
            setState({ times: body.data ?? [], error: undefined, loading: false });
          else setState({ times: [], error: body?.msg ?? '', loading: false });
        })
        .catch((e: unknown) => {
          if (alive) setState({ times: [], error: String(e), loading: false });
        });
    }, delayMs);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [wcm, cron, enabled, delayMs]);
  return state;
}
