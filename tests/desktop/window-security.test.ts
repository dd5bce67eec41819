import { describe, expect, it } from 'vitest';
import { hardenWebContents, secureWebPreferences, type WebContentsLike } from '../../desktop/main/window-security';

describe('secureWebPreferences', () => {
  it('isolates and sandboxes the renderer', () => {
    expect(secureWebPreferences('/p.cjs')).toMatchObject({
      preload: '/p.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      webviewTag: false,
    });
  });
});

describe('hardenWebContents', () => {
  function harden() {
    const listeners: Record<string, (event: { preventDefault(): void }, url: string) => void> = {};
    let openHandler: ((d: { url: string }) => { action: 'deny' }) | null = null;
    const opened: string[] = [];
    const contents: WebContentsLike = {
      on: (event, listener) => void (listeners[event] = listener),
      setWindowOpenHandler: (handler) => void (openHandler = handler),
    };
    hardenWebContents(contents, { isAppUrl: (url) => url.startsWith('app://teamtree/'), openExternal: (url) => void opened.push(url) });
    const navigate = (event: string, url: string) => {
      let prevented = false;
      listeners[event]({ preventDefault: () => void (prevented = true) }, url);
      return prevented;
    };
    return { navigate, open: (url: string) => openHandler!({ url }), opened };
  }

  it('blocks navigation and redirects away from the app', () => {
    const { navigate } = harden();
    expect(navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigate('will-redirect', 'http://phish.example/')).toBe(true);
    expect(navigate('will-navigate', 'app://teamtree/dashboard')).toBe(false);
  });

  it("hands a partner's call or SMS link to the system instead of navigating to it", () => {
    const { navigate, open, opened } = harden();
    expect(navigate('will-navigate', 'tel:+491701234567')).toBe(true);
    expect(open('sms:+491701234567')).toEqual({ action: 'deny' });
    expect(navigate('will-navigate', 'tel:+49 170; rm -rf')).toBe(true);
    expect(opened).toEqual(['tel:+491701234567', 'sms:+491701234567']);
  });

  it('never opens windows; https links go to the system browser', () => {
    const { open, opened } = harden();
    expect(open('https://www.instagram.com/teamtree')).toEqual({ action: 'deny' });
    expect(open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://www.instagram.com/teamtree']);
  });
});
