import { describe, expect, it } from 'vitest';
import { SIGN_IN_AGAIN_TO_DELETE } from '../../shared/schemas/account-deletion';
import { useGoogleProvider } from '../support/google-sign-in';
import { useApp } from './support/use-app';

/**
 * A Google-only account has no password to confirm a grave step with (issue 26 item 4): the
 * account page offers 'Sign in with Google again', which comes back to the account page, and
 * the deletion then goes through.
 */
const CLIENT = { clientId: 'teamtree-google-only.apps.example', clientSecret: 'google-only-secret' };
const google = useGoogleProvider(CLIENT);
const app = useApp({ clock: 'real', env: google.serverEnv, browser: {} });
const ELEVEN_MINUTES_MS = 11 * 60_000;

describe('the account page of a Google-only account', () => {
  it('asks for a fresh Google sign-in instead of a password, comes back to the account page and deletes the account', async () => {
    const identity = google.newIdentity('gonly', 'Gil', 'Google');
    const { page } = app.browser;
    const db = app.server.context.db;
    await page.goto(`${app.url}/auth/signin`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await page.waitForURL('**/auth/signup/extra');
    // The form shows once start-up refreshed with the cookie: leaving earlier would cut that
    // rotation short, and the next page would present a spent refresh token.
    await page.getByRole('form', { name: 'Your last steps' }).waitFor();
    await db('users').where({ email_lower: identity.email.toLowerCase() }).update({ profile_complete: true });
    const [user] = await db('users').where({ email_lower: identity.email.toLowerCase() }).select('id');
    // The sign-in is older than the 10 minutes a Google-only account's grave step allows.
    await db('refresh_families').where({ user_id: user.id }).update({ created_at: new Date(Date.now() - ELEVEN_MINUTES_MS) });

    await page.goto(`${app.url}/account`);
    const form = page.getByRole('form', { name: 'Delete my account' });
    await form.getByText('You sign in with Google. To delete your account, sign in with Google again first; you then have 10 minutes.').waitFor();
    expect(await form.getByLabel('Your password', { exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await form.getByRole('alert').filter({ hasText: SIGN_IN_AGAIN_TO_DELETE }).waitFor();

    const callback = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/google/callback');
    await form.getByRole('button', { name: 'Sign in with Google again' }).click();
    expect((await callback).headers().location).toBe('/account');
    await page.waitForURL((url) => url.pathname === '/account');

    const fresh = page.getByRole('form', { name: 'Delete my account' });
    await fresh.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth/signin'));
    expect(Number((await db('users').where({ id: user.id }).count({ n: '*' }))[0].n)).toBe(0);
  });
});
