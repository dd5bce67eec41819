import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Language } from '../../shared/i18n/language';
import { mainTexts } from './i18n/texts';

/** Why waiting for the browser ended without a code. */
export class LoopbackWaitEnded extends Error {
  constructor(readonly reason: 'timeout' | 'cancelled') {
    super(reason === 'timeout' ? 'No answer from the browser in time' : 'The wait was cancelled');
  }
}

/** What the browser brought back: a code, or the server's reason why there is none (RFC 6749 4.1.2.1). */
export type LoopbackAnswer = { code: string } | { error: string };

export interface LoopbackListener {
  /** The port on 127.0.0.1 the browser is sent back to. */
  readonly port: number;
  /** The first answer received at `/callback`; rejects with LoopbackWaitEnded on timeout or cancel. */
  readonly answer: Promise<LoopbackAnswer>;
  /** Stops listening and drops open connections (idempotent). */
  close(): Promise<void>;
}

const CODE_MAX_LENGTH = 512;
const ERROR_MAX_LENGTH = 300;
const CLOSE_GRACE_MS = 1000;

/** A page of the sign-in in the system browser, in the app's language. */
function page(language: Language, title: string, text: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#0f172a;background:#f8fafc}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.4rem}</style>
</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}

/** The loopback's pages in `language` (the texts are the catalogue's own: nothing from the request is put in them). */
export function loopbackPages(language: Language) {
  const texts = mainTexts(language).loopback;
  return {
    done: page(language, texts.doneTitle, texts.doneText),
    notDone: page(language, texts.notDoneTitle, texts.notDoneText),
    noCode: page(language, texts.notDoneTitle, texts.noCodeText),
    notFound: page(language, texts.notFoundTitle, texts.notFoundText),
  };
}

/**
 * Waits for the system browser to come back from a sign-in (RFC 8252 loopback redirect):
 * listens on 127.0.0.1 at a free port, answers `GET /callback?code=…` (or `?error=…`) with a
 * page that sends the user back to the app, refuses every other path and a missing code, and
 * gives up after
 * `timeoutMs` or when `signal` aborts. The pages are in `language` (English when none is
 * given). The caller closes it in every case.
 */
export async function listenForLoopbackCode(options: { timeoutMs: number; signal?: AbortSignal; language?: Language }): Promise<LoopbackListener> {
  const pages = loopbackPages(options.language ?? 'en');
  let settle: { resolve: (answer: LoopbackAnswer) => void; reject: (error: Error) => void } | null = null;
  const answer = new Promise<LoopbackAnswer>((resolve, reject) => {
    settle = { resolve, reject };
  });
  answer.catch(() => undefined); // the caller may close without waiting
  const finish = (outcome: LoopbackAnswer | Error) => {
    if (!settle) return;
    const { resolve, reject } = settle;
    settle = null;
    if (outcome instanceof Error) reject(outcome);
    else resolve(outcome);
  };

  const server = http.createServer((req, res) => {
    const reply = (status: number, html: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'referrer-policy': 'no-referrer',
        connection: 'close',
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, pages.notFound);
    if (url.pathname !== '/callback') return reply(404, pages.notFound);
    const code = url.searchParams.get('code');
    const refusal = url.searchParams.get('error');
    if (settle && code && code.length <= CODE_MAX_LENGTH) {
      reply(200, pages.done);
      return finish({ code });
    }
    if (settle && !code && refusal) {
      reply(200, pages.notDone);
      return finish({ error: refusal.slice(0, ERROR_MAX_LENGTH) });
    }
    reply(400, pages.noCode);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  const timer = setTimeout(() => finish(new LoopbackWaitEnded('timeout')), options.timeoutMs);
  const onAbort = () => finish(new LoopbackWaitEnded('cancelled'));
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  let closing: Promise<void> | null = null;
  return {
    port: (server.address() as AddressInfo).port,
    answer,
    close() {
      closing ??= new Promise<void>((resolve) => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        finish(new LoopbackWaitEnded('cancelled'));
        server.close(() => resolve());
        // Answers in flight end on their own (`connection: close`); a browser's idle or stalled
        // connection must not keep the port open.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      });
      return closing;
    },
  };
}
