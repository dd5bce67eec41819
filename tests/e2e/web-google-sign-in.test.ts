import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestOidcProvider } from '../support/oidc-provider';
import { uniqueEmail } from './support/app';
import { useAppInBrowser } from './support/use-app';

/**
 * 'Sign up with Google' in the web build, in Chromium, against the test OpenID provider: the
 * page leaves for Google and comes back signed in by the refresh cookie (the desktop app's
 * loopback flow must not have changed this).
 */
const CLIENT = { clientId: 'teamtree-web-e2e.apps.example', clientSecret: 'web-e2e-secret' };
let provider: TestOidcProvider | undefined;
beforeAll(async () => {
  provider = await TestOidcProvider.start(CLIENT);
});
afterAll(() => provider?.close());

const app = useAppInBrowser(() => ({ GOOGLE_CLIENT_ID: CLIENT.clientId, GOOGLE_CLIENT_SECRET: CLIENT.clientSecret, GOOGLE_ISSUER: provider!.issuer }));

describe("the web build's Google sign-in", () => {
  it('leaves for Google, comes back with the session cookie and continues to the complete-profile step', async () => {
    provider!.identity = { sub: crypto.randomBytes(10).toString('hex'), email: uniqueEmail('gweb'), givenName: 'Wanda', familyName: 'Web' };
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
