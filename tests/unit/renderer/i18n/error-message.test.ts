import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ConnectionError, errorMessage } from '../../../../desktop/renderer/src/api/errors';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

const answer = (body: Record<string, unknown>) => new ApiError(400, body);

describe('errorMessage in the user’s language (issue 36: errors by code)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the server’s English text in English, as before', async () => {
    await i18n.changeLanguage('en');
    expect(errorMessage(answer({ error: 'Invalid email or password', code: 'invalid-credentials' }))).toBe('Invalid email or password');
    expect(errorMessage(answer({ error: 'Something new', code: 'a-code-from-tomorrow' }))).toBe('Something new');
    expect(errorMessage(new Error(''), 'Login failed')).toBe('Login failed');
  });

  it('shows the text for a known code in German', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(answer({ error: 'Invalid email or password', code: 'invalid-credentials' }))).toBe('E-Mail oder Passwort ist falsch.');
    expect(errorMessage(answer({ error: 'Too many requests', code: 'rate-limited' }))).toBe('Zu viele Versuche. Warte kurz und versuch es nochmal.');
  });

  it('shows the server’s English text for a code the app does not know, and without a code', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(answer({ error: 'Something new', code: 'a-code-from-tomorrow' }))).toBe('Something new');
    expect(errorMessage(answer({ error: 'Something new' }))).toBe('Something new');
  });

  it('prefers a known field text to the generic validation text, and translates the app’s own fallbacks', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage(answer({ error: 'Email is required', code: 'validation' }))).toBe('E-Mail fehlt');
    expect(errorMessage(answer({ error: 'Name is odd', code: 'validation' }))).toBe('Bitte prüfe deine Eingaben.');
    expect(errorMessage(new Error(''), 'Login failed')).toBe('Anmeldung fehlgeschlagen');
    expect(errorMessage(new ConnectionError())).toBe('Keine Verbindung zum Server. Versuch es nochmal, wenn du online bist.');
  });
});
