import { describe, expect, it } from 'vitest';
import { useGoogleProvider } from '../support/google-sign-in';
import { useApp } from './support/use-app';

/**
 * 'Sign up with Google' in the web build, in Chromium, against the test OpenID provider: the
 * page leaves for Google and comes back signed in by the refresh cookie (the desktop app's
 * loopback flow must not have changed this).
 */
const CLIENT = { clientId: 'teamtree-web-e2e.apps.example', clientSecret: 'web-e2e-secret' };
const google = useGoogleProvider(CLIENT);
const app = useApp({ clock: 'real', env: google.serverEnv, browser: {} });

describe("the web build's Google sign-in", () => {
  it('leaves for Google, comes back with the session cookie and continues to the complete-profile step', async () => {
    google.newIdentity('gweb', 'Wanda', 'Web');
    const { page, context } = app.browser;
    await page.goto(`${app.url}/auth/signin`);
    await page.getByRole('button', { name: 'Sign up with Google' }).click();
    await page.waitForURL('**/auth/signup/extra');
    // The route needs a session: the form shows only when start-up refreshed with the cookie.
    await page.getByRole('form', { name: 'Your last steps' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signup/extra');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('tt_refresh');
    expect(await page.evaluate("localStorage.getItem('teamtree.access')")).toEqual(expect.any(String));
  });
});
