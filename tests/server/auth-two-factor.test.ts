import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secondStepIsRight } from '../../server/auth/two-factor';
import { TwoFactorKey } from '../../server/auth/two-factor-key';
import { mfaRequiredAnswer, twoFactorSetupAnswer } from '../../shared/schemas/two-factor';
import { storeAccountToken } from '../support/account-links';
import { refreshCookieOf, registerUser, type TestUser } from '../support/accounts';
import { countRows, DESKTOP, login, refreshSetCookie, refreshWithCookie } from '../support/sessions';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import { useTestServer } from '../support/use-test-server';

/** Two-step sign-in (TOTP): set up, turn on, sign in with a code or a recovery code, limits, turn off. */

const backend = useTestServer();
const { api } = backend;
const db = () => backend.server.context.db;

const WRONG_CODE = 'The code is wrong or was already used.';

const me = (access: string) => api.get('/api/auth/me', { token: access });
const secondStep = (mfaToken: string, code: string, headers: Record<string, string> = {}) => api.post('/api/auth/login/2fa', { mfaToken, code }, { headers });

/** A password sign-in of an account with two-step sign-in: its mfaToken. */
async function firstStep(user: TestUser, headers: Record<string, string> = {}): Promise<string> {
  const res = await login(api, { email: user.email, password: user.password, stay: true }, headers);
  expect(res.status).toBe(200);
  return mfaRequiredAnswer.parse(res.body).mfaToken;
}

/** A code that was never used: codes are taken once, and these tests sign in often. */
async function freshCode(user: TestUser, secret: string): Promise<string> {
  await allowCodeAgain(db(), user.id);
  return codeOf(secret);
}

/** A wrong code: the right one with its last digit changed. */
const wrongCode = async (secret: string) => {
  const right = await codeOf(secret);
  return right.slice(0, 5) + ((Number(right[5]) + 5) % 10);
};

describe('setting it up', () => {
  it('answers a new secret and its otpauth address, asks nothing at sign-in until a code turns it on', async () => {
    const user = await registerUser(api);
    const res = await api.post('/api/auth/2fa/setup', { password: user.password }, { token: user.access });
    expect(res.status).toBe(200);
    const { secret, otpauthUrl } = twoFactorSetupAnswer.parse(res.body);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(`${url.protocol}//${url.host}${decodeURIComponent(url.pathname)}`).toBe(`otpauth://totp/TeamTree:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('TeamTree');
    expect((await me(user.access)).body.twoFactor).toBe(false);
    expect((await login(api, { email: user.email, password: user.password })).body.access).toEqual(expect.any(String));

    const wrong = await api.post('/api/auth/2fa/enable', { code: await wrongCode(secret), password: user.password }, { token: user.access });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(WRONG_CODE);
    expect((await me(user.access)).body.twoFactor).toBe(false);

    const enabled = await api.post('/api/auth/2fa/enable', { code: await codeOf(secret), password: user.password }, { token: user.access });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect((await me(user.access)).body.twoFactor).toBe(true);
  });

  it('keeps the secret encrypted at rest with the key in DATA_DIR, and recovery codes only as keyed hashes', async () => {
    const user = await registerUser(api);
    const { secret, recoveryCodes } = await turnOnTwoFactor(api, user.access, user.password);
    const row = await db()('two_factor').where({ user_id: user.id }).first();
    expect(row.secret).not.toContain(secret);
    const keyFile = path.join(backend.server.dataDir, 'two-factor.key');
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = await TwoFactorKey.load({ twoFactorKey: null, dataDir: backend.server.dataDir });
    expect(key.open(row.secret, user.id)).toBe(secret);
    // Bound to its user: the same row copied to another account opens to nothing.
    expect(key.open(row.secret, crypto.randomUUID())).toBeNull();
    const stored = JSON.stringify(await db()('recovery_codes').where({ user_id: user.id }).select());
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses to set up again while it is on (409) and to turn it on without a setup (409)', async () => {
    const user = await registerUser(api);
    expect((await api.post('/api/auth/2fa/enable', { code: '123456' }, { token: user.access })).status).toBe(409);
    await turnOnTwoFactor(api, user.access, user.password);
    const again = await api.post('/api/auth/2fa/setup', {}, { token: user.access });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Two-step sign-in is already on.', code: 'two-step-already-on' });
  });
});

describe('signing in with two steps', () => {
  it('answers {mfaRequired, mfaToken} and no credential; a current code then signs in (browser: cookie)', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const res = await login(api, { email: user.email, password: user.password, stay: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['mfaRequired', 'mfaToken']);
    expect(res.body.mfaRequired).toBe(true);
    expect(refreshSetCookie(res.headers)).toBeNull();

    const done = await secondStep(res.body.mfaToken, await freshCode(user, secret));
    expect(done.status).toBe(200);
    expect(Object.keys(done.body)).toEqual(['access']);
    expect((await me(done.body.access)).body).toMatchObject({ id: user.id, twoFactor: true });
    expect((await refreshWithCookie(api, refreshCookieOf(done.headers)!)).status).toBe(200);
    // The token was used up.
    expect((await secondStep(res.body.mfaToken, await freshCode(user, secret))).status).toBe(401);
  });

  it('gives a desktop client its refresh credential in the answer', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const done = await secondStep(await firstStep(user, DESKTOP), await freshCode(user, secret), DESKTOP);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(refreshSetCookie(done.headers)).toBeNull();
  });

  it('takes each code once: the same code again is refused', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const code = await freshCode(user, secret);
    expect((await secondStep(await firstStep(user), code)).status).toBe(200);
    const replay = await secondStep(await firstStep(user), code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: WRONG_CODE, code: 'two-step-code-wrong' });
  });

  it('takes one code once even when several sign-ins send it at the same moment: exactly one passes', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const tokens = await Promise.all(Array.from({ length: 8 }, () => firstStep(user)));
    const code = await freshCode(user, secret);
    const answers = await Promise.all(tokens.map((token) => secondStep(token, code)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    for (const refused of answers.filter((res) => res.status === 401)) expect(refused.body).toEqual({ error: WRONG_CODE, code: 'two-step-code-wrong' });
  });

  it('records the used step atomically: of checks of one code that all read the account before any writes, one passes', async () => {
    // The same race in one process: every check has read the account's last step before any
    // records its own, which HTTP requests reach on PostgreSQL but seldom on the embedded database.
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const code = await freshCode(user, secret);
    const results = await Promise.all(Array.from({ length: 4 }, () => secondStepIsRight(backend.server.context, user.id, code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("says in me how many recovery codes are left: 10, then one fewer for each used; null once it is off", async () => {
    const user = await registerUser(api);
    expect((await me(user.access)).body.recoveryCodesLeft).toBeNull();
    const { recoveryCodes } = await turnOnTwoFactor(api, user.access, user.password);
    expect((await me(user.access)).body.recoveryCodesLeft).toBe(10);
    expect((await secondStep(await firstStep(user), recoveryCodes[0])).status).toBe(200);
    expect((await me(user.access)).body.recoveryCodesLeft).toBe(9);
    // A refused (already used) code leaves the count as it is.
    expect((await secondStep(await firstStep(user), recoveryCodes[0])).status).toBe(401);
    expect((await me(user.access)).body.recoveryCodesLeft).toBe(9);
    expect((await api.post('/api/auth/2fa/disable', { password: user.password, code: recoveryCodes[1] }, { token: user.access })).status).toBe(200);
    expect((await me(user.access)).body).toMatchObject({ twoFactor: false, recoveryCodesLeft: null });
  });

  it('takes a recovery code once, however it is typed', async () => {
    const user = await registerUser(api);
    const { recoveryCodes } = await turnOnTwoFactor(api, user.access, user.password);
    const typed = ` ${recoveryCodes[3].toUpperCase().replace('-', ' ')} `;
    const first = await secondStep(await firstStep(user), typed);
    expect(first.status).toBe(200);
    expect((await me(first.body.access)).status).toBe(200);
    const again = await secondStep(await firstStep(user), recoveryCodes[3]);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: WRONG_CODE, code: 'two-step-code-wrong' });
    expect((await secondStep(await firstStep(user), recoveryCodes[4])).status).toBe(200);
  });

  it('allows an mfaToken 5 wrong codes, then answers 429 even for the right one', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const token = await firstStep(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(token, await wrongCode(secret));
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ error: WRONG_CODE, code: 'two-step-code-wrong' });
    }
    const limited = await secondStep(token, await freshCode(user, secret));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many wrong codes. Please sign in again.', code: 'rate-limited' });
    expect(refreshSetCookie(limited.headers)).toBeNull();
  });

  it('counts parallel guesses atomically: of 12 wrong codes at once, 5 are checked and 7 refused', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const token = await firstStep(user);
    const wrong = await wrongCode(secret);
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => secondStep(token, wrong)))).map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('limits wrong codes per account across sign-ins: after 10 in 15 minutes even the right code gets 429', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    for (let i = 0; i < 2; i++) {
      const token = await firstStep(user);
      for (let j = 0; j < 5; j++) expect((await secondStep(token, await wrongCode(secret))).status).toBe(401);
    }
    const limited = await secondStep(await firstStep(user), await freshCode(user, secret));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many wrong codes. Please wait 15 minutes and try again.', code: 'rate-limited' });
  });

  it('refuses an unknown or expired mfaToken with 401', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    expect((await secondStep('x'.repeat(43), await freshCode(user, secret))).status).toBe(401);
    const token = await firstStep(user);
    await db()('mfa_challenges').where({ user_id: user.id }).update({ created_at: new Date(Date.now() - 5 * 60_000 - 1000) });
    const expired = await secondStep(token, await freshCode(user, secret));
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: 'This sign-in has expired. Please sign in again.', code: 'two-step-expired' });
  });
});

describe('turning it off', () => {
  it('needs the password and a code; then sign-in asks no code, and the secret and recovery codes are gone', async () => {
    const user = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const disable = (body: Record<string, unknown>) => api.post('/api/auth/2fa/disable', body, { token: user.access });

    const wrongPassword = await disable({ password: 'not the password', code: await freshCode(user, secret) });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toEqual({ error: 'The password is wrong', code: 'password-wrong' });
    expect((await disable({ code: await freshCode(user, secret) })).status).toBe(403);
    const wrong = await disable({ password: user.password, code: await wrongCode(secret) });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: WRONG_CODE, code: 'two-step-code-wrong' });
    expect((await me(user.access)).body.twoFactor).toBe(true);

    const off = await disable({ password: user.password, code: await freshCode(user, secret) });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ok: true });
    expect((await me(user.access)).body.twoFactor).toBe(false);
    expect(await countRows(db(), 'two_factor', { user_id: user.id })).toBe(0);
    expect(await countRows(db(), 'recovery_codes', { user_id: user.id })).toBe(0);
    expect((await login(api, { email: user.email, password: user.password })).body.access).toEqual(expect.any(String));
    expect((await disable({ password: user.password, code: '123456' })).status).toBe(409);
  });

  it('takes a recovery code in place of the authenticator code', async () => {
    const user = await registerUser(api);
    const { recoveryCodes } = await turnOnTwoFactor(api, user.access, user.password);
    expect((await api.post('/api/auth/2fa/disable', { password: user.password, code: recoveryCodes[0] }, { token: user.access })).status).toBe(200);
  });

  it('is refused to a session of another user (each only turns off their own)', async () => {
    const user = await registerUser(api);
    const other = await registerUser(api);
    const { secret } = await turnOnTwoFactor(api, user.access, user.password);
    const res = await api.post('/api/auth/2fa/disable', { password: other.password, code: await freshCode(user, secret) }, { token: other.access });
    expect(res.status).toBe(409);
    expect((await me(user.access)).body.twoFactor).toBe(true);
  });
});

describe('an account without two-step sign-in', () => {
  it('signs in as before and its me says twoFactor: false', async () => {
    const user = await registerUser(api);
    const res = await login(api, { email: user.email, password: user.password });
    expect(Object.keys(res.body)).toEqual(['access']);
    expect((await me(res.body.access)).body.twoFactor).toBe(false);
    expect((await secondStep('a'.repeat(43), '123456')).status).toBe(401);
  });
});

describe('with TWO_FACTOR_KEY set', () => {
  const key = crypto.getRandomValues(new Uint8Array(32));
  const keyed = useTestServer({ TWO_FACTOR_KEY: Buffer.from(key).toString('base64') });

  it('encrypts with that key and writes no key file', async () => {
    const user = await registerUser(keyed.api);
    const { secret } = await turnOnTwoFactor(keyed.api, user.access, user.password);
    const row = await keyed.server.context.db('two_factor').where({ user_id: user.id }).first();
    expect((await TwoFactorKey.load({ twoFactorKey: Buffer.from(key), dataDir: '/nonexistent' })).open(row.secret, user.id)).toBe(secret);
    await expect(fs.stat(path.join(keyed.server.dataDir, 'two-factor.key'))).rejects.toThrow(/ENOENT/);
  });
});

describe("when the mailbox's owner resets the password", () => {
  const reset = async (user: TestUser, password: string) => {
    const token = await storeAccountToken(db(), user.id, 'reset');
    expect((await api.post('/api/auth/password/reset', { token, password })).status).toBe(200);
  };

  it('an account whose email was never verified loses the second step whoever registered it set up', async () => {
    const squatted = await registerUser(api);
    await turnOnTwoFactor(api, squatted.access, squatted.password);
    await reset(squatted, 'the real owner chose this');
    const res = await login(api, { email: squatted.email, password: 'the real owner chose this' });
    expect(Object.keys(res.body)).toEqual(['access']);
    expect((await me(res.body.access)).body.twoFactor).toBe(false);
    expect(await countRows(db(), 'recovery_codes', { user_id: squatted.id })).toBe(0);
  });

  it('a verified account keeps it: the reset link alone does not sign in', async () => {
    const user = await registerUser(api);
    await db()('users').where({ id: user.id }).update({ email_verified: true });
    await turnOnTwoFactor(api, user.access, user.password);
    await reset(user, 'a new passphrase here');
    const res = await login(api, { email: user.email, password: 'a new passphrase here' });
    expect(res.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  });
});
