import { afterEach, describe, expect, it } from 'vitest';
import { listenForLoopbackCode, loopbackPages, type LoopbackListener } from '../../desktop/main/loopback-listener';
import type { Language } from '../../shared/i18n/language';

let listener: LoopbackListener | null = null;
afterEach(async () => {
  await listener?.close();
  listener = null;
});

/** What the browser shows at `path` of a listener in `language` (undefined: none given). */
async function visit(language: Language | undefined, path: string) {
  listener = await listenForLoopbackCode({ timeoutMs: 10_000, ...(language ? { language } : {}) });
  const response = await fetch(`http://127.0.0.1:${listener.port}${path}`);
  const html = await response.text();
  return {
    status: response.status,
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    text: /<p>([^<]*)<\/p>/.exec(html)?.[1],
  };
}

const ENGLISH = {
  done: ['Sign-in complete', 'You are signed in to TeamTree. You can close this tab and return to the TeamTree app.'],
  notDone: ['Sign-in not complete', 'Google sign-in did not complete. Return to the TeamTree app to see why.'],
  noCode: ['Sign-in not complete', 'This address carries no sign-in code. Please start the Google sign-in again from the TeamTree app.'],
  notFound: ['Not found', 'This page belongs to a TeamTree sign-in and does not exist.'],
};
const GERMAN = {
  done: ['Anmeldung abgeschlossen', 'Du bist bei TeamTree angemeldet. Du kannst diesen Tab schließen und zur TeamTree-App zurückkehren.'],
  notDone: ['Anmeldung nicht abgeschlossen', 'Die Anmeldung mit Google wurde nicht abgeschlossen. In der TeamTree-App siehst du, warum.'],
  noCode: ['Anmeldung nicht abgeschlossen', 'Diese Adresse enthält keinen Anmeldecode. Starte die Anmeldung mit Google bitte nochmal in der TeamTree-App.'],
  notFound: ['Nicht gefunden', 'Diese Seite gehört zu einer TeamTree-Anmeldung und existiert nicht.'],
};
const VISITS = [
  ['done', '/callback?code=abc', 200],
  ['notDone', '/callback?error=access_denied', 200],
  ['noCode', '/callback', 400],
  ['notFound', '/elsewhere', 404],
] as const;

describe('the Google sign-in pages in the system browser', () => {
  it.each(VISITS)('%s (%s) in English, the language when none is given, as the app always had it', async (page, path, status) => {
    for (const language of [undefined, 'en'] as const) {
      const [title, text] = ENGLISH[page];
      expect(await visit(language, path)).toEqual({ status, lang: 'en', title, heading: title, text });
      await listener?.close();
    }
  });

  it.each(VISITS)('%s (%s) in German, marked as German', async (page, path, status) => {
    const [title, text] = GERMAN[page];
    expect(await visit('de', path)).toEqual({ status, lang: 'de', title, heading: title, text });
  });

  it('the German page is what the German listener answers once it has its code, and the code is taken', async () => {
    listener = await listenForLoopbackCode({ timeoutMs: 10_000, language: 'de' });
    const html = await (await fetch(`http://127.0.0.1:${listener.port}/callback?code=the-code`)).text();
    expect(html).toBe(loopbackPages('de').done);
    expect(await listener.answer).toEqual({ code: 'the-code' });
  });
});
