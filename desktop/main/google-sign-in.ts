import crypto from 'node:crypto';
import type { DesktopHttpResult } from '../../shared/desktop-api';
import type { Language } from '../../shared/i18n/language';
import { englishWhenNoneGiven, errorAnswer, noServerAnswer, unreachableAnswer } from './i18n/answers';
import { mainTexts } from './i18n/texts';
import { listenForLoopbackCode, LoopbackWaitEnded, type LoopbackAnswer } from './loopback-listener';
import type { SessionBridge } from './session-bridge';

/** How long the app waits for the browser to come back from Google. */
export const GOOGLE_SIGN_IN_TIMEOUT_MS = 5 * 60_000;

/** The sign-in's own answers in `language`. */
function answersIn(language: Language) {
  const texts = mainTexts(language).answers;
  return {
    unreachable: unreachableAnswer(language),
    noBrowser: errorAnswer(500, texts.noBrowser),
    timedOut: errorAnswer(408, texts.googleTimedOut),
    noServer: noServerAnswer(language),
    superseded: errorAnswer(409, texts.googleCancelled),
    unavailable: texts.googleUnavailable,
  };
}
type Answers = ReturnType<typeof answersIn>;

export interface GoogleSignInOptions {
  /** Opens an address in the system browser (Electron's `shell.openExternal`; never an embedded view). */
  openExternal(url: string): Promise<void>;
  /** Brings the app's window to the front once the browser came back. */
  focusWindow(): void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The app's language, asked at each sign-in: its answers and the browser's pages (English when not given). */
  language?: () => Language;
}

/** A PKCE verifier (32 random bytes) and its `S256` challenge (RFC 7636). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url') };
}

/** `GET /api/auth/google` for the desktop: where the browser starts. */
export function googleStartUrl(apiBaseUrl: string, port: number, challenge: string): string {
  const url = new URL('/api/auth/google', apiBaseUrl);
  url.searchParams.set('desktopPort', String(port));
  url.searchParams.set('challenge', challenge);
  return url.toString();
}

/**
 * Asks the server whether it would start this sign-in (it answers a redirect to Google), so
 * that 'not configured' is shown in the app instead of as a bare page in the browser.
 */
async function refusalOf(doFetch: typeof fetch, startUrl: string, answers: Answers): Promise<DesktopHttpResult | null> {
  try {
    const response = await doFetch(startUrl, { redirect: 'manual' });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return null;
    }
    const body: unknown = await response.json().catch(() => ({ error: answers.unavailable }));
    return { status: response.status, body };
  } catch {
    return answers.unreachable;
  }
}

/**
 * Google sign-in from the desktop app by the loopback flow of RFC 8252 (API.md additions):
 * listen on 127.0.0.1, open the system browser at the server's start address with our port and
 * PKCE challenge, wait for `/callback?code=`, trade the code with the verifier through the
 * session bridge (which keeps the refresh credential in the keychain) and focus the window.
 * Answers the exchange's result (`{access, next?}` on 200) for the renderer. One sign-in at a
 * time: starting another (or `cancel`) ends the waiting one.
 */
export function createGoogleSignIn(options: GoogleSignInOptions) {
  const doFetch = options.fetch ?? fetch;
  let waiting: AbortController | null = null;

  const languageNow = options.language ?? englishWhenNoneGiven;

  async function run(apiBaseUrl: string, bridge: Pick<SessionBridge, 'googleExchange'>, signal: AbortSignal): Promise<DesktopHttpResult> {
    const { verifier, challenge } = pkcePair();
    const language = languageNow();
    const answers = answersIn(language);
    const listener = await listenForLoopbackCode({ timeoutMs: options.timeoutMs ?? GOOGLE_SIGN_IN_TIMEOUT_MS, signal, language });
    let answer: LoopbackAnswer;
    try {
      const startUrl = googleStartUrl(apiBaseUrl, listener.port, challenge);
      const refused = await refusalOf(doFetch, startUrl, answers);
      if (refused) return refused;
      // Cancelled while the server was asked: the browser is not opened.
      if (signal.aborted) return answers.superseded;
      try {
        await options.openExternal(startUrl);
      } catch {
        return answers.noBrowser;
      }
      answer = await listener.answer;
    } catch (error) {
      if (error instanceof LoopbackWaitEnded) return error.reason === 'timeout' ? answers.timedOut : answers.superseded;
      throw error;
    } finally {
      await listener.close();
    }
    // The browser came back: the window comes forward, with the session or the reason why not.
    const result = 'code' in answer ? await bridge.googleExchange({ code: answer.code, verifier }) : { status: 400, body: { error: answer.error } };
    options.focusWindow();
    return result;
  }

  return {
    /** Signs in to the server at `apiBaseUrl` (null before one is chosen) through its session bridge. */
    async start(apiBaseUrl: string | null, bridge: Pick<SessionBridge, 'googleExchange'>): Promise<DesktopHttpResult> {
      if (!apiBaseUrl) return answersIn(languageNow()).noServer;
      waiting?.abort();
      const controller = new AbortController();
      waiting = controller;
      try {
        return await run(apiBaseUrl, bridge, controller.signal);
      } finally {
        if (waiting === controller) waiting = null;
      }
    },
    /** Ends a sign-in that waits for the browser (it answers 409). */
    cancel(): void {
      waiting?.abort();
    },
  };
}
