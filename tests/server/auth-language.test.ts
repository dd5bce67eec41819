import { describe, expect, it } from 'vitest';
import { RESET_SUBJECT, resetToken } from '../support/account-links';
import { registerUser, registration } from '../support/accounts';
import { useMailServer } from './mail-fixtures';

/**
 * API.md additions of 2026-12-07, "Language": `me.language` ("en" | "de"), set by
 * `PUT /api/auth/language` and taken from the sign-up; mails are written in the recipient's
 * language. Runs on both databases (migration 018 adds the column).
 */
const mail = useMailServer();
const { api, backend } = mail;

const me = async (token: string) => (await api.get('/api/auth/me', { token })).body;
const setLanguage = (token: string | undefined, body: unknown) => api.put('/api/auth/language', body, token ? { token } : {});
const GERMAN_RESET_SUBJECT = /Neues Passwort für Dein TeamTree-Konto/;

describe('me.language', () => {
  it('is English for a sign-up that sends no language', async () => {
    const user = await registerUser(api);
    expect((await me(user.access)).language).toBe('en');
  });

  it('is the language the app sent on sign-up', async () => {
    const user = await registerUser(api, { language: 'de' });
    expect((await me(user.access)).language).toBe('de');
    const exported = await api.get('/api/auth/export', { token: user.access });
    expect(exported.body.account.language).toBe('de');
  });

  it('refuses a sign-up in another language with 400, naming the field, and creates nobody', async () => {
    const input = registration({ language: 'fr' });
    const res = await api.post('/api/auth/register', input);
    expect({ status: res.status, code: res.body.code, field: typeof res.body.fields?.language }).toEqual({ status: 400, code: 'validation', field: 'string' });
    expect(await backend.server.context.db('users').where({ email_lower: String(input.email).toLowerCase() }).first()).toBeUndefined();
  });

  it('is set by the complete-profile step (a Google sign-up says its language there)', async () => {
    const user = await registerUser(api);
    const { phone, company, country } = registration();
    const res = await api.post('/api/auth/complete-profile', { firstName: 'Erika', lastName: 'Muster', phone, company, country, language: 'de' }, { token: user.access });
    expect(res.status).toBe(200);
    expect((await me(user.access)).language).toBe('de');
  });
});

describe('PUT /api/auth/language', () => {
  it('sets the account’s language: 200 {ok: true}, and me says it', async () => {
    const user = await registerUser(api);
    const res = await setLanguage(user.access, { language: 'de' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { ok: true } });
    expect((await me(user.access)).language).toBe('de');
    expect((await setLanguage(user.access, { language: 'en' })).status).toBe(200);
    expect((await me(user.access)).language).toBe('en');
  });

  it.each([
    ['another language', { language: 'fr' }],
    ['a language in capitals', { language: 'DE' }],
    ['no language', {}],
    ['a number', { language: 7 }],
    ['null', { language: null }],
  ])('refuses %s with 400 validation and changes nothing', async (_what, body) => {
    const user = await registerUser(api, { language: 'de' });
    const res = await setLanguage(user.access, body);
    expect({ status: res.status, error: typeof res.body.error, code: res.body.code }).toEqual({ status: 400, error: 'string', code: 'validation' });
    expect((await me(user.access)).language).toBe('de');
  });

  it('answers 401 without a token', async () => {
    const res = await setLanguage(undefined, { language: 'de' });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'unauthorized' });
  });
});

describe('mails in the account’s language', () => {
  it('a German sign-up gets its verification mail in German', async () => {
    const input = registration({ language: 'de' });
    const arrives = mail.mailbox.nextMail(String(input.email), /Bestätige Deine E-Mail-Adresse/);
    expect((await api.post('/api/auth/register', input)).status).toBe(201);
    const received = await arrives;
    expect(received.text).toMatch(/^Hallo,/);
    expect(received.text).not.toMatch(/Hello|Confirm/);
  });

  it('a German account’s password-reset mail arrives in German, and in English again once it switches back', async () => {
    const user = await registerUser(api);
    expect((await setLanguage(user.access, { language: 'de' })).status).toBe(200);
    const german = mail.mailbox.nextMail(user.email, GERMAN_RESET_SUBJECT);
    expect((await api.post('/api/auth/password/forgot', { email: user.email })).status).toBe(200);
    const received = await german;
    expect(received.text).toMatch(/^Hallo,/);
    expect(received.text).toContain('Wenn Du das nicht warst');
    expect(received.text).not.toMatch(/Hello|Choose|your password/);
    // The link in the German mail works like any other.
    const token = await resetToken(german, backend.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await setLanguage(user.access, { language: 'en' })).status).toBe(200);
    const english = mail.mailbox.nextMail(user.email, RESET_SUBJECT);
    expect((await api.post('/api/auth/password/forgot', { email: user.email })).status).toBe(200);
    expect((await english).text).toMatch(/^Hello,/);
  });
});
