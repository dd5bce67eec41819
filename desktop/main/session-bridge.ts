import type { DesktopHttpResult } from '../../shared/desktop-api';
import type { Language } from '../../shared/i18n/language';
import type { CredentialStore } from './credential-store';
import { englishWhenNoneGiven, errorAnswer, unreachableAnswer } from './i18n/answers';
import { mainTexts } from './i18n/texts';

type Fetch = typeof fetch;

const DESKTOP_HEADERS = { 'content-type': 'application/json', 'x-teamtree-client': 'desktop' };

export interface SessionBridge {
  login(input: { email: string; password: string; stay: boolean }): Promise<DesktopHttpResult>;
  register(input: Record<string, unknown>): Promise<DesktopHttpResult>;
  refresh(): Promise<DesktopHttpResult>;
  logout(access: string): Promise<void>;
  hasCredential(): Promise<boolean>;
  /** POST /api/auth/google/desktop: trades the loopback code; the credential is kept like a 'Keep me logged in' sign-in. */
  googleExchange(input: { code: string; verifier: string }): Promise<DesktopHttpResult>;
  /**
   * POST /api/auth/login/2fa: the second step of a sign-in that answered `{mfaRequired, mfaToken}`
   * (passed through to the renderer as it came). The credential is kept as its first step asked.
   */
  loginSecondStep(input: { mfaToken: string; code: string }): Promise<DesktopHttpResult>;
  /** Whether 'Keep me logged in' survives a restart (`keychain`) or lasts this session (`session`). */
  persistence(): 'keychain' | 'session';
}

/** How many sign-ins may wait for their second step at once (each lives 5 minutes on the server); the oldest is forgotten first. */
const MAX_PENDING_SECOND_STEPS = 8;

/** 'Keep me logged in' of each sign-in that waits for its second step, by its mfaToken. */
function pendingSecondSteps() {
  const pending = new Map<string, boolean>();
  return {
    /** Notes the first step's choice when the server asks for a second step; answers the result unchanged. */
    note(result: DesktopHttpResult, stay: boolean): DesktopHttpResult {
      const body = result.body as { mfaRequired?: unknown; mfaToken?: unknown } | null;
      if (result.status === 200 && body?.mfaRequired === true && typeof body.mfaToken === 'string') {
        if (pending.size >= MAX_PENDING_SECOND_STEPS) pending.delete(pending.keys().next().value as string);
        pending.set(body.mfaToken, stay);
      }
      return result;
    },
    /** A token the bridge did not see (the app restarted meanwhile) is kept like 'Keep me logged in'. */
    stayOf: (mfaToken: string): boolean => pending.get(mfaToken) ?? true,
    done: (mfaToken: string) => void pending.delete(mfaToken),
  };
}

export interface SessionBridgeOptions {
  apiBaseUrl: string;
  store: CredentialStore;
  fetch?: Fetch;
  /** The app's language: the bridge's own answers (no server answered) are in it; English when not given. */
  language?: () => Language;
}

/**
 * The desktop side of sessions: talks to the API in desktop mode, keeps the refresh
 * credential out of the renderer — in the OS keychain when "Keep me logged in" is on, in
 * memory for this run otherwise — and serialises refreshes so a rotation never races itself.
 */
export function createSessionBridge(options: SessionBridgeOptions): SessionBridge {
  const doFetch = options.fetch ?? fetch;
  const language = options.language ?? englishWhenNoneGiven;
  let memoryCredential: string | null = null;
  let persistent = true;
  let refreshing: Promise<DesktopHttpResult> | null = null;
  const secondSteps = pendingSecondSteps();

  async function post(path: string, body: unknown, access?: string): Promise<DesktopHttpResult> {
    try {
      const headers: Record<string, string> = { ...DESKTOP_HEADERS };
      if (access) headers.authorization = `Bearer ${access}`;
      const response = await doFetch(new URL(path, options.apiBaseUrl), { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await response.text();
      let parsed: unknown = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = { error: mainTexts(language()).answers.unexpectedAnswer };
      }
      return { status: response.status, body: parsed };
    } catch {
      return unreachableAnswer(language());
    }
  }

  async function keep(credential: string, stay: boolean): Promise<void> {
    persistent = stay;
    if (stay) {
      memoryCredential = null;
      await options.store.set(credential);
    } else {
      memoryCredential = credential;
      await options.store.clear();
    }
  }

  async function forget(): Promise<void> {
    memoryCredential = null;
    await options.store.clear();
  }

  /** Takes `refresh` out of a sign-in answer and stores it; the renderer gets the rest. */
  async function takeCredential(result: DesktopHttpResult, stay: boolean): Promise<DesktopHttpResult> {
    const body = result.body as { refresh?: unknown } | null;
    if (result.status >= 300 || !body || typeof body.refresh !== 'string') return result;
    const { refresh, ...rest } = body;
    await keep(refresh as string, stay);
    return { status: result.status, body: rest };
  }

  async function currentCredential(): Promise<string | null> {
    return memoryCredential ?? (persistent ? options.store.get() : null);
  }

  async function rotate(): Promise<DesktopHttpResult> {
    const credential = await currentCredential();
    if (!credential) return errorAnswer(401, mainTexts(language()).answers.signedOut);
    const result = await post('/api/auth/refresh', { refresh: credential });
    if (result.status === 401) await forget();
    return takeCredential(result, persistent);
  }

  return {
    login: async (input) => takeCredential(secondSteps.note(await post('/api/auth/login', input), input.stay === true), input.stay === true),
    register: async (input) => takeCredential(await post('/api/auth/register', input), input.stay === true),
    refresh: () => {
      refreshing ??= rotate().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    logout: async (access) => {
      const credential = await currentCredential();
      await post('/api/auth/logout', credential ? { refresh: credential } : {}, access);
      await forget();
    },
    hasCredential: async () => (await currentCredential()) !== null,
    googleExchange: async (input) => takeCredential(secondSteps.note(await post('/api/auth/google/desktop', input), true), true),
    loginSecondStep: async (input) => {
      const result = await takeCredential(await post('/api/auth/login/2fa', input), secondSteps.stayOf(input.mfaToken));
      if (result.status === 200) secondSteps.done(input.mfaToken);
      return result;
    },
    persistence: () => options.store.persistence(),
  };
}
