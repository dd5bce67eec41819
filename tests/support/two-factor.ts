import type { Knex } from 'knex';
import { generate } from 'otplib';
import type { ApiClient } from './http';

/** The code an authenticator app shows now for `secret` (or `stepsAhead` 30-second steps later). */
export function codeOf(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

/**
 * Forgets which time step the user's last accepted code belonged to, so the current code works
 * again: the server takes each code once, and a test signs in more often than every 30 s.
 */
export async function allowCodeAgain(db: Knex, userId: string): Promise<void> {
  await db('two_factor').where({ user_id: userId }).update({ last_step: null });
}

export interface TwoFactorOn {
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/**
 * Sets up and turns on two-step sign-in through the API, as the account page does: with the
 * account's password (left out for a Google-only account, which must have signed in within the
 * last 10 minutes). Every other session of the account ends.
 */
export async function turnOnTwoFactor(api: ApiClient, access: string, password?: string): Promise<TwoFactorOn> {
  const setup = await api.post('/api/auth/2fa/setup', { password }, { token: access });
  if (setup.status !== 200) throw new Error(`2fa setup: ${setup.status} ${JSON.stringify(setup.body)}`);
  const enable = await api.post('/api/auth/2fa/enable', { code: await codeOf(setup.body.secret), password }, { token: access });
  if (enable.status !== 200) throw new Error(`2fa enable: ${enable.status} ${JSON.stringify(enable.body)}`);
  return { ...setup.body, recoveryCodes: enable.body.recoveryCodes };
}
