import { describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS } from '../../shared/desktop-api';
import { registerIpcHandlers, UntrustedSenderError, type IpcMainLike } from '../../desktop/main/ipc-handlers';
import type { SessionBridge } from '../../desktop/main/session-bridge';

type Handler = Parameters<IpcMainLike['handle']>[1];

function setup() {
  const handlers = new Map<string, Handler>();
  const calls: { name: string; args: unknown[] }[] = [];
  const opened: string[] = [];
  const record =
    <T>(name: string, answer: T) =>
    async (...args: unknown[]): Promise<T> => {
      calls.push({ name, args });
      return answer;
    };
  const ok = { status: 200, body: {} };
  const bridge: SessionBridge = {
    login: record('login', ok),
    register: record('register', ok),
    refresh: record('refresh', ok),
    logout: record('logout', undefined),
    hasCredential: record('hasCredential', true),
    persistence: () => 'keychain',
    googleExchange: record('googleExchange', ok),
    loginSecondStep: record('loginSecondStep', ok),
  };
  registerIpcHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    {
      session: () => bridge,
      server: {
        info: () => ({ url: 'https://teamtree.example', suggested: 'https://teamtree.example' }),
        check: record('check', { ok: true as const, url: 'https://a.example' }),
        use: record('use', { ok: true as const, url: 'https://a.example' }),
      },
      updates: { state: () => ({ status: 'ready', version: '1.2.3' }), restart: () => (calls.push({ name: 'restart', args: [] }), true) },
      google: { signIn: record('googleSignIn', ok), cancel: () => void calls.push({ name: 'cancelGoogleSignIn', args: [] }) },
      openExternal: async (url) => void opened.push(url),
      isTrustedSender: (url) => url === 'app://teamtree/dashboard',
      takePendingDeepLink: () => ({ kind: 'join', token: 'x'.repeat(20) }),
      language: { show: record('showLanguage', undefined) },
    },
  );
  const invoke = (channel: string, senderUrl: string, ...args: unknown[]) =>
    Promise.resolve().then(() => handlers.get(channel)!({ senderFrame: { url: senderUrl } }, ...args));
  return { handlers, calls, opened, invoke };
}

const APP = 'app://teamtree/dashboard';

describe('IPC handlers', () => {
  it('registers every channel of the DesktopApi', () => {
    const { handlers } = setup();
    const pushedByMain: string[] = [DESKTOP_CHANNELS.deepLink, DESKTOP_CHANNELS.updateChanged];
    const expected = Object.values(DESKTOP_CHANNELS).filter((c) => !pushedByMain.includes(c));
    expect([...handlers.keys()].sort()).toEqual(expected.sort());
  });

  it('passes valid messages from our renderer to the session bridge', async () => {
    const { invoke, calls } = setup();
    await invoke(DESKTOP_CHANNELS.login, APP, { email: 'a@b.cd', password: 'pw', stay: true });
    expect(calls).toEqual([{ name: 'login', args: [{ email: 'a@b.cd', password: 'pw', stay: true }] }]);
  });

  it('passes the second step of a sign-in to the session bridge, parsed', async () => {
    const { invoke, calls } = setup();
    await invoke(DESKTOP_CHANNELS.loginSecondStep, APP, { mfaToken: 't'.repeat(43), code: '123456' });
    await expect(invoke(DESKTOP_CHANNELS.loginSecondStep, APP, { mfaToken: 't'.repeat(43) })).rejects.toThrow();
    await expect(invoke(DESKTOP_CHANNELS.loginSecondStep, APP, { mfaToken: 'x'.repeat(500), code: '123456' })).rejects.toThrow();
    await expect(invoke(DESKTOP_CHANNELS.loginSecondStep, 'https://evil.example/', { mfaToken: 't', code: '1' })).rejects.toBeInstanceOf(UntrustedSenderError);
    expect(calls).toEqual([{ name: 'loginSecondStep', args: [{ mfaToken: 't'.repeat(43), code: '123456' }] }]);
  });

  it('refuses messages from any other sender before doing anything', async () => {
    const { invoke, calls } = setup();
    await expect(invoke(DESKTOP_CHANNELS.refresh, 'https://evil.example/')).rejects.toBeInstanceOf(UntrustedSenderError);
    expect(calls).toEqual([]);
  });

  it('refuses malformed payloads', async () => {
    const { invoke, calls } = setup();
    await expect(invoke(DESKTOP_CHANNELS.login, APP, { email: 42 })).rejects.toThrow();
    await expect(invoke(DESKTOP_CHANNELS.logout, APP, '')).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('opens only trusted https addresses externally', async () => {
    const { invoke, opened } = setup();
    expect(await invoke(DESKTOP_CHANNELS.openExternal, APP, 'https://www.instagram.com/x')).toBe(true);
    expect(await invoke(DESKTOP_CHANNELS.openExternal, APP, 'file:///etc/passwd')).toBe(false);
    expect(opened).toEqual(['https://www.instagram.com/x']);
  });

  it('checks and changes the server with parsed arguments only', async () => {
    const { invoke, calls } = setup();
    expect(await invoke(DESKTOP_CHANNELS.serverCurrent, APP)).toEqual({ url: 'https://teamtree.example', suggested: 'https://teamtree.example' });
    await invoke(DESKTOP_CHANNELS.serverCheck, APP, 'a.example');
    await invoke(DESKTOP_CHANNELS.serverUse, APP, 'a.example', 'access-token');
    await invoke(DESKTOP_CHANNELS.serverUse, APP, 'a.example');
    await expect(invoke(DESKTOP_CHANNELS.serverUse, APP, { url: 'x' })).rejects.toThrow();
    await expect(invoke(DESKTOP_CHANNELS.serverCheck, APP, 'x'.repeat(5000))).rejects.toThrow();
    expect(calls).toEqual([
      { name: 'check', args: ['a.example'] },
      { name: 'use', args: ['a.example', 'access-token'] },
      { name: 'use', args: ['a.example', null] },
    ]);
  });

  it('reports the update state and restarts only through its channel', async () => {
    const { invoke, calls } = setup();
    expect(await invoke(DESKTOP_CHANNELS.updateState, APP)).toEqual({ status: 'ready', version: '1.2.3' });
    await invoke(DESKTOP_CHANNELS.updateRestart, APP);
    expect(calls).toEqual([{ name: 'restart', args: [] }]);
    expect(await invoke(DESKTOP_CHANNELS.persistence, APP)).toBe('keychain');
  });

  it('hands over a pending deep link', async () => {
    const { invoke } = setup();
    expect(await invoke(DESKTOP_CHANNELS.pendingDeepLink, APP)).toEqual({ kind: 'join', token: 'x'.repeat(20) });
  });

  it('tells main the language the window shows, a language TeamTree speaks only, from our renderer only', async () => {
    const { invoke, calls } = setup();
    await invoke(DESKTOP_CHANNELS.showLanguage, APP, 'de');
    await invoke(DESKTOP_CHANNELS.showLanguage, APP, 'en');
    await expect(invoke(DESKTOP_CHANNELS.showLanguage, APP, 'fr')).rejects.toThrow();
    await expect(invoke(DESKTOP_CHANNELS.showLanguage, APP, { language: 'de' })).rejects.toThrow();
    await expect(invoke(DESKTOP_CHANNELS.showLanguage, 'https://evil.example/', 'de')).rejects.toBeInstanceOf(UntrustedSenderError);
    expect(calls).toEqual([
      { name: 'showLanguage', args: ['de'] },
      { name: 'showLanguage', args: ['en'] },
    ]);
  });
});
