import { api } from '../api/instance';
import { reconnectDelay } from '../realtime/reconnect-backoff';
import { serverLost, useReachability } from './reachability';

/**
 * While the server is lost, asks `/api/health` now and then (the realtime socket's gentle backoff,
 * 1 s growing to 30 s) and at once when the browser says it is online again; any answer marks the
 * server as reached (api/instance.ts), which resumes React Query's reads and what waits for
 * `onServerBack`. The browser's `offline` event marks it lost without a request.
 */
export function startReconnectProbe(): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;

  const probe = () => {
    timer = null;
    if (useReachability.getState().reachable) return;
    void api.get('/health', { auth: false }).catch(() => schedule());
  };
  const schedule = () => {
    if (timer || useReachability.getState().reachable) return;
    timer = setTimeout(probe, reconnectDelay(attempt++));
  };
  const now = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    probe();
  };

  useReachability.subscribe((state) => {
    if (state.reachable) {
      attempt = 0;
      if (timer) clearTimeout(timer);
      timer = null;
    } else schedule();
  });
  window.addEventListener('online', now);
  window.addEventListener('offline', () => serverLost());
  if (navigator.onLine === false) serverLost();
}
