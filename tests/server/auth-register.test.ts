import { describe, expect, it } from 'vitest';
import { registration, uniqueEmail } from '../support/accounts';
import { accessClaims, countRows, login } from '../support/sessions';
import { useTestServer } from '../support/use-test-server';

const backend = useTestServer();
const { api } = backend;


const register = (overrides: Record<string, unknown> = {}) => api.post('/api/auth/register', registration(overrides));

function without(field: string): Record<string, unknown> {
  const body: Record<string, unknown> = registration();
  delete body[field];
  return body;
}

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with only an access token', async () => {
    const email = uniqueEmail('new');
    const res = await register({ email });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['access']);
    const me = await api.get('/api/auth/me', { token: res.body.access });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, firstName: 'Erika', lastName: 'Muster', name: 'Erika Muster', role: 'USER', plan: 'BASIC' });
    expect(accessClaims(res.body.access).sub).toBe(me.body.id);
  });

  it('stores every field of the form, and the password only as an argon2id hash', async () => {
    const email = uniqueEmail('stored');
    await register({ email, gender: 'Other', phone: '+1 2025550123', company: 'Blue Co', country: 'United States', source: 'TikTok' });
    const row = await backend.server.context.db('users').where({ email }).first();
    expect(row).toMatchObject({
      gender: 'Other',
      phone: '+1 2025550123',
      company: 'Blue Co',
      country: 'United States',
      source: 'TikTok',
      profile_complete: true,
      google_sub: null,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('correct horse battery');
  });

  it('ignores unknown fields and never stores them (password2, countryCode, role, plan, id)', async () => {
    const email = uniqueEmail('extra');
    const res = await register({ email, password2: 'something else', countryCode: '+33', role: 'ADMIN', plan: 'ELITE_ANNUAL', id: 'chosen-id' });
    expect(res.status).toBe(201);
    const me = await api.get('/api/auth/me', { token: res.body.access });
    expect(me.body.role).toBe('USER');
    expect(me.body.plan).toBe('BASIC');
    expect(me.body.id).not.toBe('chosen-id');
    const row = await backend.server.context.db('users').where({ email }).first();
    expect(Object.keys(row)).not.toContain('password2');
    expect(Object.keys(row)).not.toContain('country_code');
    expect(row.phone).toBe('+49 15112345678');
  });

  it('keeps the email as first written (trimmed) and compares it case-insensitively', async () => {
    const written = `Mixed.Case-${Date.now()}@Example.COM`;
    const res = await register({ email: `  ${written} ` });
    expect(res.status).toBe(201);
    const me = await api.get('/api/auth/me', { token: res.body.access });
    expect(me.body.email).toBe(written);

    const again = await register({ email: written.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: expect.any(String), code: 'email-taken' });
    const upper = await register({ email: written.toUpperCase() });
    expect(upper.status).toBe(409);

    const signIn = await login(api, { email: written.toUpperCase(), password: 'correct horse battery' });
    expect(signIn.status).toBe(200);
    expect(await countRows(backend.server.context.db, 'users', { email_lower: written.toLowerCase() })).toBe(1);
  });

  it('answers exactly one 201 and 409 for the others when the same email registers at once', async () => {
    const email = uniqueEmail('race');
    const variants = [email, email.toUpperCase(), email, ` ${email}`, email.replace('race', 'RACE')];
    const answers = await Promise.all(variants.map((e) => register({ email: e })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await countRows(backend.server.context.db, 'users', { email_lower: email.toLowerCase() })).toBe(1);
  });

  it('accepts the smallest and largest valid values', async () => {
    const res = await register({ password: '12345678', phone: '+49 1234567890123', firstName: 'A', lastName: 'B', company: 'C' });
    expect(res.status).toBe(201);
    const noStay = registration();
    delete (noStay as Record<string, unknown>).stay;
    expect((await api.post('/api/auth/register', noStay)).status).toBe(201);
  });
});

describe('POST /api/auth/register validation', () => {
  // Each case: the field, and a body that is wrong in that field only.
  const cases: [string, string, Record<string, unknown>][] = [
    ['gender', 'missing', without('gender')],
    ['gender', 'lower case', registration({ gender: 'female' })],
    ['gender', 'unknown value', registration({ gender: 'Robot' })],
    ['gender', 'not a string', registration({ gender: 1 })],
    ['firstName', 'missing', without('firstName')],
    ['firstName', 'empty', registration({ firstName: '' })],
    ['firstName', 'only spaces', registration({ firstName: '   ' })],
    ['firstName', 'too long', registration({ firstName: 'x'.repeat(101) })],
    ['firstName', 'not a string', registration({ firstName: 42 })],
    ['lastName', 'missing', without('lastName')],
    ['lastName', 'only spaces', registration({ lastName: ' \t ' })],
    ['lastName', 'null', registration({ lastName: null })],
    ['email', 'missing', without('email')],
    ['email', 'no @', registration({ email: 'erika.example.com' })],
    ['email', 'no domain dot', registration({ email: 'erika@example' })],
    ['email', 'one-letter tld', registration({ email: 'erika@example.c' })],
    ['email', 'space inside', registration({ email: 'eri ka@example.com' })],
    ['email', 'two @', registration({ email: 'a@b@example.com' })],
    ['email', 'too long', registration({ email: `${'x'.repeat(250)}@example.com` })],
    ['email', 'not a string', registration({ email: ['a@example.com'] })],
    ['phone', 'missing', without('phone')],
    ['phone', 'empty', registration({ phone: '' })],
    ['phone', 'no dial code', registration({ phone: '015112345678' })],
    ['phone', 'no space after dial code', registration({ phone: '+4915112345678' })],
    ['phone', 'dashes', registration({ phone: '+49 151-1234-5678' })],
    ['phone', 'letters', registration({ phone: '+49 1511abc' })],
    ['phone', '16 digits', registration({ phone: '+49 12345678901234' })],
    ['phone', 'not a string', registration({ phone: 4915112345678 })],
    ['password', 'missing', without('password')],
    ['password', '7 characters', registration({ password: '1234567' })],
    ['password', 'not a string', registration({ password: 12345678 })],
    ['company', 'missing', without('company')],
    ['company', 'empty', registration({ company: ' ' })],
    ['company', 'too long', registration({ company: 'c'.repeat(201) })],
    ['country', 'missing', without('country')],
    ['country', 'lower case', registration({ country: 'germany' })],
    ['country', 'not one of the 6', registration({ country: 'Italy' })],
    ['stay', 'a string', registration({ stay: 'yes' })],
    ['stay', 'a number', registration({ stay: 1 })],
    ['source', 'missing', without('source')],
    ['source', 'unknown value', registration({ source: 'Google' })],
    ['source', 'wrong case', registration({ source: 'search engine' })],
  ];

  it.each(cases)('refuses %s (%s) with 400 {error, fields}', async (field, _why, body) => {
    const res = await api.post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.fields).toHaveProperty(field, expect.any(String));
    if (typeof body.email === 'string' && field !== 'email') {
      expect(await countRows(backend.server.context.db, 'users', { email_lower: body.email.toLowerCase() })).toBe(0);
    }
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"register me"'],
    ['an empty object', '{}'],
  ])('refuses a body that is %s with 400', async (_what, raw) => {
    const res = await api.post('/api/auth/register', undefined, { raw, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('names every wrong field at once', async () => {
    const res = await api.post('/api/auth/register', { email: 'nope', password: 'short' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(
      ['company', 'country', 'email', 'firstName', 'gender', 'lastName', 'password', 'phone', 'source'].sort(),
    );
  });
});
