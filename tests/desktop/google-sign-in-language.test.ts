import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionOnlyStore } from '../../desktop/main/credential-store';
import { createGoogleSignIn } from '../../desktop/main/google-sign-in';
import { createSessionBridge } from '../../desktop/main/session-bridge';
import type { Language } from '../../shared/i18n/language';
import { uniqueEmail } from '../support/accounts';
import { StandInBrowser, type Visit } from '../support/stand-in-browser';
import { useGoogleServer } from '../server/google-fixtures';

const CLIENT = { clientId: 'teamtree-desktop-language.apps.example', clientSecret: 'desktop-language-secret' };

/** The app's Google sign-in in a language that the test changes between sign-ins. */
function signInIn(options: { browse: (url: string) => Promise<unknown>; timeoutMs?: number }) {
  let language: Language = 'en';
  const signIn = createGoogleSignIn({ openExternal: async (url) => void options.browse(url).catch(() => undefined), focusWindow: () => undefined, timeoutMs: options.timeoutMs, language: () => language });
  return {
    signIn,
    speak(next: Language) {
      language = next;
    },
  };
}

const bridgeFor = (server: string) => createSessionBridge({ apiBaseUrl: server, store: createSessionOnlyStore() });

describe('desktop Google sign-in in the app’s language', () => {
  const google = useGoogleServer(CLIENT);

  it('the page the browser comes back to is in the app’s language at the sign-in’s start', async () => {
    const trips: Promise<Visit>[] = [];
    const app = signInIn({
      browse: (url) => {
        const trip = new StandInBrowser().visit(url);
        trips.push(trip);
        return trip;
      },
    });
    const bridge = bridgeFor(google.backend.url);
    for (const language of ['de', 'en'] as const) {
      google.provider.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('language'), givenName: 'Lou', familyName: 'Pback' };
      app.speak(language);
      expect((await app.signIn.start(google.backend.url, bridge)).status).toBe(200);
    }
    const [german, english] = await Promise.all(trips);
    expect(german.response.status).toBe(200);
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('<h1>Anmeldung abgeschlossen</h1>');
    expect(german.text).toContain('Du kannst diesen Tab schließen und zur TeamTree-App zurückkehren.');
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<h1>Sign-in complete</h1>');
  });

  it('a refusal in the browser: its page in German', async () => {
    google.provider.tamper = { deny: true };
    let trip: Promise<Visit> | null = null;
    const app = signInIn({ browse: (url) => (trip = new StandInBrowser().visit(url)) });
    app.speak('de');
    expect((await app.signIn.start(google.backend.url, bridgeFor(google.backend.url))).status).toBe(400);
    const page = await trip!;
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('<h1>Anmeldung nicht abgeschlossen</h1>');
  });

  it('a browser that never comes back, and a cancel: English as ever, German', async () => {
    const app = signInIn({ browse: () => new Promise(() => undefined), timeoutMs: 100 });
    const bridge = bridgeFor(google.backend.url);
    expect(await app.signIn.start(google.backend.url, bridge)).toEqual({ status: 408, body: { error: 'Google sign-in was not finished in time. Please try again.' } });
    app.speak('de');
    expect(await app.signIn.start(google.backend.url, bridge)).toEqual({
      status: 408,
      body: { error: 'Die Anmeldung mit Google wurde nicht rechtzeitig abgeschlossen. Versuch es nochmal.' },
    });

    const waiting = signInIn({ browse: () => new Promise(() => undefined) });
    waiting.speak('de');
    const started = waiting.signIn.start(google.backend.url, bridge);
    waiting.signIn.cancel();
    expect(await started).toEqual({ status: 409, body: { error: 'Die Anmeldung mit Google wurde abgebrochen.' } });
  });

  it('a browser that cannot be opened: English as ever, German', async () => {
    let language: Language = 'en';
    const signIn = createGoogleSignIn({ openExternal: () => Promise.reject(new Error('no browser')), focusWindow: () => undefined, language: () => language });
    const bridge = bridgeFor(google.backend.url);
    expect(await signIn.start(google.backend.url, bridge)).toEqual({ status: 500, body: { error: 'Could not open the system browser for Google sign-in.' } });
    language = 'de';
    expect(await signIn.start(google.backend.url, bridge)).toEqual({ status: 500, body: { error: 'Der Browser für die Anmeldung mit Google ließ sich nicht öffnen.' } });
  });

  it('no server chosen, or none reached: English as ever, German', async () => {
    const app = signInIn({ browse: async () => undefined });
    const bridge = bridgeFor('http://127.0.0.1:9');
    expect(await app.signIn.start(null, bridge)).toEqual({ status: 503, body: { error: 'Choose your TeamTree server first.' } });
    expect(await app.signIn.start('http://127.0.0.1:9', bridge)).toEqual({
      status: 503,
      body: { error: 'No connection to the server. Try again when you are online.', unreachable: true },
    });
    app.speak('de');
    expect(await app.signIn.start(null, bridge)).toEqual({ status: 503, body: { error: 'Wähle zuerst deinen TeamTree-Server.' } });
    expect(await app.signIn.start('http://127.0.0.1:9', bridge)).toEqual({
      status: 503,
      body: { error: 'Keine Verbindung zum Server. Versuch es nochmal, wenn du online bist.', unreachable: true },
    });
  });
});
