import { describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '../../../shared/desktop-api';
import { desktopPlatform } from '../../../desktop/renderer/src/platform/desktop';

function fakeDesktop(): DesktopApi {
  return {
    platform: 'linux',
    server: {
      current: vi.fn(async () => ({ url: 'https://teamtree.example', suggested: 'https://teamtree.example' })),
      check: vi.fn(async (url: string) => ({ ok: true as const, url })),
      use: vi.fn(async (url: string) => ({ ok: true as const, url })),
    },
    updates: { state: vi.fn(async () => ({ status: 'idle' as const })), onState: () => () => {}, restart: vi.fn(async () => {}) },
    auth: {
      login: vi.fn(async () => ({ status: 200, body: { access: 'a' } })),
      register: vi.fn(async () => ({ status: 201, body: { access: 'b' } })),
      refresh: vi.fn(async () => ({ status: 401, body: { error: 'no' } })),
      logout: vi.fn(async () => {}),
      hasCredential: vi.fn(async () => true),
      persistence: vi.fn(async () => 'keychain' as const),
      googleSignIn: vi.fn(async () => ({ status: 200, body: { access: 'g', next: '/auth/signup/extra' } })),
      cancelGoogleSignIn: vi.fn(async () => {}),
      loginSecondStep: vi.fn(async () => ({ status: 200, body: { access: 's' } })),
    },
    onDeepLink: () => () => {},
    openExternal: vi.fn(async () => true),
    showLanguage: vi.fn(async () => undefined),
  };
}

describe('the desktop platform', () => {
  it('talks to the hosted server and leaves the refresh credential to the main process', async () => {
    const desktop = fakeDesktop();
    const host = desktopPlatform(desktop, 'https://teamtree.example/');
    expect(host.kind).toBe('desktop');
    expect(host.serverUrl).toBe('https://teamtree.example');
    expect(await host.login({ email: 'e@x.io', password: 'p' })).toEqual({ status: 200, body: { access: 'a' } });
    expect(desktop.auth.login).toHaveBeenCalledWith({ email: 'e@x.io', password: 'p', stay: false });
    expect((await host.refresh()).status).toBe(401);
    expect(await host.hasRefreshCredential()).toBe(true);
    await host.logout('token');
    expect(desktop.auth.logout).toHaveBeenCalledWith('token');
    host.openExternal('https://social.example');
    expect(desktop.openExternal).toHaveBeenCalledWith('https://social.example');
  });

  it('signs in with Google through the main process and answers its result', async () => {
    const desktop = fakeDesktop();
    const result = await desktopPlatform(desktop, 'https://teamtree.example/').googleSignIn('ignored');
    expect(result).toEqual({ status: 200, body: { access: 'g', next: '/auth/signup/extra' } });
    expect(desktop.auth.googleSignIn).toHaveBeenCalledOnce();
    expect(desktop.openExternal).not.toHaveBeenCalled();
    desktopPlatform(desktop, 'https://teamtree.example/').cancelGoogleSignIn();
    expect(desktop.auth.cancelGoogleSignIn).toHaveBeenCalledOnce();
  });

  it("sends a sign-in's second step through the main process", async () => {
    const desktop = fakeDesktop();
    const result = await desktopPlatform(desktop, 'https://teamtree.example/').loginSecondStep({ mfaToken: 'token', code: '123456' });
    expect(result).toEqual({ status: 200, body: { access: 's' } });
    expect(desktop.auth.loginSecondStep).toHaveBeenCalledWith({ mfaToken: 'token', code: '123456' });
  });

  it('answers null when the keychain cannot be asked', async () => {
    const desktop = fakeDesktop();
    desktop.auth.hasCredential = async () => Promise.reject(new Error('locked'));
    expect(await desktopPlatform(desktop, 'https://teamtree.example/').hasRefreshCredential()).toBeNull();
  });

  it('turns deep links into the join request route', () => {
    const desktop = fakeDesktop();
    let deliver: ((link: { kind: 'join'; token: string }) => void) | null = null;
    desktop.onDeepLink = (listener) => {
      deliver = listener;
      return () => (deliver = null);
    };
    const routes: string[] = [];
    const stop = desktopPlatform(desktop, 'https://teamtree.example/').onOpenRoute((route) => routes.push(route));
    deliver!({ kind: 'join', token: 'Abc_123-xyzXYZ0987' });
    expect(routes).toEqual(['/join/request/Abc_123-xyzXYZ0987']);
    stop();
    expect(deliver).toBeNull();
  });
});
