import type { AppContext } from '../app-context';

/**
 * Koa's `error` event for errors after the answer began (streamed bodies: compressed answers,
 * files). A client that goes away while its answer streams ends the stream early
 * (`ERR_STREAM_PREMATURE_CLOSE`, `ECONNRESET`): that is no fault of the server and is not logged;
 * anything else is, as Koa's own logger would (404s and errors meant for the client excepted).
 */
// HPE_INVALID_EOF_STATE: the client closed the connection in the middle of a body it was sending (a stalled upload given up).
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'HPE_INVALID_EOF_STATE']);

export function logStreamErrors(log: AppContext['log']): (err: Error & { code?: string; status?: number; expose?: boolean }) => void {
  return (err) => {
    if ((err.code && CLIENT_ABORTS.has(err.code)) || err.status === 404 || err.expose) return;
    log.error(err);
  };
}
