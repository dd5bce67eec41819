import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { appSettingsStore } from '../../../../desktop/main/app-settings';
import { appMenuTemplate } from '../../../../desktop/main/app-menu';
import { MainLanguage } from '../../../../desktop/main/i18n/main-language';
import { registerIpcHandlers, type IpcMainLike } from '../../../../desktop/main/ipc-handlers';
import { createDesktopApi } from '../../../../desktop/preload/desktop-api';
import { chooseLanguage, followAccountLanguage } from '../../../../desktop/renderer/src/i18n/account-language';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';
import type { DesktopApi } from '../../../../shared/desktop-api';
import type { Language } from '../../../../shared/i18n/language';

/**
 * The renderer tells the desktop app's main process the language it shows: the renderer's own
 * code (account-language.ts) over the real preload (desktop/preload/desktop-api.ts) and the real
 * IPC handlers, to the main process's MainLanguage on a settings file of the test's own.
 */
const userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-desktop-language-'));
afterAll(() => fs.rm(userData, { recursive: true, force: true }));

const unused = () => {
  throw new Error('not used here');
};

async function desktopApp(systemLanguages: string[]) {
  const settings = appSettingsStore(userData);
  const main = await MainLanguage.load(settings, systemLanguages);
  type Handler = Parameters<IpcMainLike['handle']>[1];
  const handlers = new Map<string, Handler>();
  registerIpcHandlers(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    {
      session: unused,
      server: { info: unused, check: unused, use: unused },
      updates: { state: unused, restart: unused },
      google: { signIn: unused, cancel: unused },
      openExternal: unused,
      takePendingDeepLink: unused,
      isTrustedSender: (url) => url === 'app://teamtree/auth/signin',
      language: main,
    },
  );
  const ipc = {
    invoke: async (channel: string, ...args: unknown[]) => handlers.get(channel)!({ senderFrame: { url: 'app://teamtree/auth/signin' } }, ...args) as never,
    on: () => undefined,
    off: () => undefined,
  };
  const desktop = createDesktopApi(ipc, 'linux');
  (globalThis as { teamtreeDesktop?: DesktopApi }).teamtreeDesktop = desktop;
  const followed: Language[] = [];
  main.onChange((language) => followed.push(language));
  /** The next language main follows. */
  const heard = () => new Promise<Language>((resolve) => main.onChange(resolve));
  return { main, settings, heard, followed, desktop };
}

const menuNames = (main: MainLanguage) => appMenuTemplate(main.texts(), { platform: 'linux', developer: false }).map((menu) => menu.label);

describe('the desktop app’s main process follows the language the window shows', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    delete (globalThis as { teamtreeDesktop?: unknown }).teamtreeDesktop;
  });

  it('at start, on the switch, and kept for the next start; the menu in that language', async () => {
    await i18n.changeLanguage('en');
    const app = await desktopApp(['de-DE']);
    expect(app.main.current()).toBe('de');
    expect(menuNames(app.main)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe']);

    // The window starts in English (its kept choice, say): main follows.
    let next = app.heard();
    const stop = followAccountLanguage();
    expect(await next).toBe('en');
    expect(menuNames(app.main)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);

    // The switch 'Sprache': German.
    next = app.heard();
    chooseLanguage('de');
    expect(await next).toBe('de');
    await expect.poll(() => app.settings.read()).toEqual({ language: 'de' });

    // The next start, on an English system: German, as the window showed last.
    expect((await MainLanguage.load(app.settings, ['en-US'])).current()).toBe('de');

    // Once stopped, the window's changes are not told any more: a message sent after the
    // change (German again) arrives with no English before it.
    stop();
    await i18n.changeLanguage('en');
    await app.desktop.showLanguage('de');
    expect(app.followed).toEqual(['en', 'de']);
    expect(app.main.current()).toBe('de');
  });
});
