import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsStore } from '../../desktop/main/app-settings';
import { createSessionOnlyStore } from '../../desktop/main/credential-store';
import { DesktopServices } from '../../desktop/main/desktop-services';
import { MainLanguage, startLanguage, systemLanguage } from '../../desktop/main/i18n/main-language';
import { MAIN_TEXTS } from '../../desktop/main/i18n/texts';
import { createSessionBridge } from '../../desktop/main/session-bridge';
import type { Language } from '../../shared/i18n/language';

let userData: string;
beforeAll(async () => {
  userData = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-language-'));
});
afterAll(() => fs.rm(userData, { recursive: true, force: true }));

/** A fresh settings folder for one test. */
async function settingsFolder() {
  const dir = await fs.mkdtemp(path.join(userData, 'start-'));
  return { dir, store: appSettingsStore(dir), file: path.join(dir, 'settings.json') };
}

describe('the desktop app’s language before sign-in: the system’s', () => {
  it.each([
    [['de-DE', 'en-US'], 'de'],
    [['de'], 'de'],
    [['de-AT'], 'de'],
    [['DE_ch'], 'de'],
    [['en-US', 'de-DE'], 'en'],
    [['fr-FR', 'de-DE'], 'de'],
    [['fr-FR', 'es'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (preferred, language) => {
    expect(systemLanguage(preferred)).toBe(language);
  });

  it('the language the window showed last wins over the system’s; an unknown one does not', () => {
    expect(startLanguage('en', ['de-DE'])).toBe('en');
    expect(startLanguage('de', ['en-US'])).toBe('de');
    expect(startLanguage('fr', ['de-DE'])).toBe('de');
    expect(startLanguage(undefined, ['en-GB'])).toBe('en');
  });
});

describe('MainLanguage: follows the window and keeps its language for the next start', () => {
  it('starts in the system’s language, follows the window, tells the listeners, and the next start shows the kept one', async () => {
    const { store } = await settingsFolder();
    const language = await MainLanguage.load(store, ['de-DE']);
    expect(language.current()).toBe('de');
    expect(language.texts()).toBe(MAIN_TEXTS.de);
    const heard: Language[] = [];
    const stop = language.onChange((shown) => heard.push(shown));

    await language.show('en');
    expect(language.current()).toBe('en');
    expect(language.texts().menu.file).toBe('File');
    expect(heard).toEqual(['en']);
    expect(await store.read()).toEqual({ language: 'en' });

    // The same language again: no change to tell.
    await language.show('en');
    expect(heard).toEqual(['en']);
    stop();
    await language.show('de');
    expect(heard).toEqual(['en']);

    // The next start, on a system now set to English: the language the window showed last.
    const restarted = await MainLanguage.load(store, ['en-US']);
    expect(restarted.current()).toBe('de');
    expect(restarted.texts().menu.file).toBe('Datei');
  });

  it('keeps the system’s language once the window shows it (a later system change does not switch the app)', async () => {
    const { store } = await settingsFolder();
    const language = await MainLanguage.load(store, ['de-DE']);
    await language.show('de');
    expect(await store.read()).toEqual({ language: 'de' });
    expect((await MainLanguage.load(store, ['en-US'])).current()).toBe('de');
  });

  it('keeps the chosen server beside the language, also when both change at once', async () => {
    const { store } = await settingsFolder();
    await store.write({ serverUrl: 'https://a.example' });
    const language = await MainLanguage.load(store, ['en-US']);
    await Promise.all([language.show('de'), store.update({ serverUrl: 'https://b.example' })]);
    expect(await store.read()).toEqual({ serverUrl: 'https://b.example', language: 'de' });
  });

  it('a settings file with a language the app does not speak keeps its server and starts in the system’s language', async () => {
    const { store, file } = await settingsFolder();
    await fs.writeFile(file, JSON.stringify({ serverUrl: 'https://a.example', language: 'fr' }));
    expect(await store.read()).toEqual({ serverUrl: 'https://a.example' });
    expect((await MainLanguage.load(store, ['de-DE'])).current()).toBe('de');
  });
});

describe('the main process’s own answers to the window in the app’s language', () => {
  let language: Language = 'en';
  const languageNow = () => language;
  afterEach(() => {
    language = 'en';
  });

  it('no server chosen yet: English as ever, German', async () => {
    const main = new DesktopServices({ settings: appSettingsStore(userData), suggestedServer: 'https://teamtree.example', overrideServer: null, keychain: null, warn: () => {}, language: languageNow });
    await main.start();
    const input = { email: 'a@b.cd', password: 'x', stay: true };
    expect(await main.session().login(input)).toEqual({ status: 503, body: { error: 'Choose your TeamTree server first.' } });
    language = 'de';
    expect(await main.session().login(input)).toEqual({ status: 503, body: { error: 'Wähle zuerst deinen TeamTree-Server.' } });
    expect(await main.session().refresh()).toEqual({ status: 503, body: { error: 'Wähle zuerst deinen TeamTree-Server.' } });
  });

  it('a server that cannot be reached, and no session to refresh: English as ever, German', async () => {
    const bridge = createSessionBridge({ apiBaseUrl: 'http://127.0.0.1:9', store: createSessionOnlyStore(), language: languageNow });
    const input = { email: 'a@b.cd', password: 'x', stay: false };
    expect(await bridge.login(input)).toEqual({ status: 503, body: { error: 'No connection to the server. Try again when you are online.', unreachable: true } });
    expect(await bridge.refresh()).toEqual({ status: 401, body: { error: 'Not signed in' } });
    language = 'de';
    expect(await bridge.login(input)).toEqual({ status: 503, body: { error: 'Keine Verbindung zum Server. Versuch es nochmal, wenn du online bist.', unreachable: true } });
    expect(await bridge.refresh()).toEqual({ status: 401, body: { error: 'Nicht angemeldet' } });
  });

  it('an answer that is not JSON (a proxy’s error page in front of the server): English as ever, German', async () => {
    const proxyPage = http.createServer((_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    await new Promise<void>((resolve) => proxyPage.listen(0, '127.0.0.1', resolve));
    try {
      const bridge = createSessionBridge({ apiBaseUrl: `http://127.0.0.1:${(proxyPage.address() as AddressInfo).port}`, store: createSessionOnlyStore(), language: languageNow });
      const input = { email: 'a@b.cd', password: 'x', stay: false };
      expect(await bridge.login(input)).toEqual({ status: 502, body: { error: 'Unexpected answer from the server' } });
      language = 'de';
      expect(await bridge.login(input)).toEqual({ status: 502, body: { error: 'Unerwartete Antwort vom Server' } });
    } finally {
      await new Promise((resolve) => proxyPage.close(resolve));
    }
  });
});
