import { describe, expect, it } from 'vitest';
import { authorizeAtProvider, startGoogleSignIn, useGoogleProvider } from '../support/google-sign-in';
import { useApp } from './support/use-app';

/**
 * Login CSRF through Google, in Chromium: an attacker finishes the provider step of their own
 * sign-in and sends the callback link to a victim. The victim's browser did not start that
 * flow, so it lands on the sign-in page with a message, signed in as nobody.
 */
const CLIENT = { clientId: 'teamtree-csrf-e2e.apps.example', clientSecret: 'csrf-e2e-secret' };
const google = useGoogleProvider(CLIENT);
const app = useApp({ clock: 'real', env: google.serverEnv, browser: {} });

describe("an attacker's Google callback link", () => {
  it('opened in the victim\'s browser signs nobody in and says the Google sign-in did not finish', async () => {
    google.newIdentity('attacker', 'Mallory', 'Attacker');
    // The attacker's own browser (outside Chromium): start, and sign in at the provider.
    const callbackUrl = await authorizeAtProvider(await startGoogleSignIn(app.api));

    const { page, context } = app.browser;
    await context.clearCookies();
    await page.goto(`${app.url}${callbackUrl.pathname}${callbackUrl.search}`);
    await page.waitForURL('**/auth/signin?error=google');
    await page.getByRole('alert').filter({ hasText: 'Google sign-in did not finish. Please try again.' }).waitFor();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('tt_refresh');
    expect(await page.evaluate("localStorage.getItem('teamtree.access')")).toBeNull();
  });
});
