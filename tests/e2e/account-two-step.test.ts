import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useGoogleProvider } from '../support/google-sign-in';
import { allowCodeAgain, codeOf, turnOnTwoFactor } from '../support/two-factor';
import { seriousViolations } from './support/axe';
import { PHONES, expectFitsPhone } from './support/phone-layout';
import { useApp } from './support/use-app';

/** Two-step sign-in in the app (issue 26 item 2): set up on the account page, then sign in with a code. */
const CLIENT = { clientId: 'teamtree-2fa-e2e.apps.example', clientSecret: 'two-step-e2e-secret' };
const google = useGoogleProvider(CLIENT);
const app = useApp({ clock: 'real', env: google.serverEnv });
const db = () => app.server.context.db;

/** A code of `secret` the server has not taken yet (each code works once, and a test signs in often). */
async function freshCode(userId: string, secret: string): Promise<string> {
  await allowCodeAgain(db(), userId);
  return codeOf(secret);
}

/** A wrong code: the right one with its last digit changed. */
async function wrongCode(secret: string): Promise<string> {
  const right = await codeOf(secret);
  return right.slice(0, 5) + ((Number(right[5]) + 5) % 10);
}

describe('two-step sign-in in the app', () => {
  it('is set up on the account page (password, QR code, key, a code), shows the recovery codes once and how many are left, then sign-in asks for a code', async () => {
    const user = await app.register();
    const { page } = await app.signedIn(user);
    await page.goto(`${app.url}/account`);
    const start = page.getByRole('form', { name: 'Start two-step sign-in' });
    await start.getByLabel('Password', { exact: true }).fill('not the password');
    await start.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await start.getByRole('alert').filter({ hasText: 'The password is wrong' }).waitFor();
    await start.getByLabel('Password', { exact: true }).fill(user.password);
    await start.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const form = page.getByRole('form', { name: 'Set up two-step sign-in' });
    await form.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await form.getByLabel('Setup key').innerText()).replace(/\s/g, '');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('2. Enter the 6-digit code the app shows').fill(await wrongCode(secret));
    await form.getByRole('button', { name: 'Turn on' }).click();
    await form.getByRole('alert').filter({ hasText: 'The code is wrong or was already used.' }).waitFor();
    await form.getByLabel('2. Enter the 6-digit code the app shows').fill(await codeOf(secret));
    await form.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const shown = await codes.allInnerTexts();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('teamtree-recovery-codes.txt');
    const saved = await fs.readFile((await download.path())!, 'utf8');
    for (const code of shown) expect(saved).toContain(code);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Two-step sign-in is on: signing in asks for a code from your authenticator app.').waitFor();
    await page.getByText('Recovery codes left: 10').waitFor();
    // Every other session ended: the one the account was registered with answers 401.
    expect((await app.api.get('/api/auth/me', { token: user.access })).status).toBe(401);

    // Another browser signs in: the password, then the code.
    const other = await app.openBrowser({ width: 1024, height: 768 });
    await other.page.goto(`${app.url}/auth/signin`);
    await other.page.fill('input[name="email"]', user.email);
    await other.page.fill('input[name="password"]', user.password);
    await other.page.click('button[type="submit"]');
    await other.page.waitForURL('**/auth/signin/two-step**');
    const step = other.page.getByRole('form', { name: 'Two-step sign-in' });
    expect(await seriousViolations(other.page)).toEqual([]);
    await step.getByLabel('Code').fill(await wrongCode(secret));
    await step.getByRole('button', { name: 'Sign in' }).click();
    await other.page.getByRole('alert').filter({ hasText: 'The code is wrong or was already used.' }).waitFor();
    await step.getByLabel('Code').fill(await freshCode(user.id, secret));
    await step.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL('**/dashboard');

    // A recovery code works in place of a code.
    const third = await app.openBrowser({ width: 1024, height: 768 });
    await third.page.goto(`${app.url}/auth/signin`);
    await third.page.fill('input[name="email"]', user.email);
    await third.page.fill('input[name="password"]', user.password);
    await third.page.click('button[type="submit"]');
    await third.page.getByRole('form', { name: 'Two-step sign-in' }).getByLabel('Code').fill(shown[0]);
    await third.page.getByRole('button', { name: 'Sign in' }).click();
    await third.page.waitForURL('**/dashboard');
    // The account page counts it: one code fewer.
    await page.goto(`${app.url}/account`);
    await page.getByText('Recovery codes left: 9').waitFor();
  });

  it('is turned off with the password and a code; the sign-in then asks no code', async () => {
    const user = await app.register();
    const { secret } = await turnOnTwoFactor(app.api, user.access, user.password);
    const { page } = await app.openBrowser(PHONES[0]);
    await page.goto(`${app.url}/auth/signin`);
    await page.fill('input[name="email"]', user.email);
    await page.fill('input[name="password"]', user.password);
    await page.click('button[type="submit"]');
    await page.getByRole('form', { name: 'Two-step sign-in' }).waitFor();
    await expectFitsPhone(page, 'the two-step sign-in page');
    await page.getByLabel('Code').fill(await freshCode(user.id, secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(`${app.url}/account`);
    const form = page.getByRole('form', { name: 'Turn off two-step sign-in' });
    await form.waitFor();
    await expectFitsPhone(page, 'the account page with two-step sign-in on');
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await form.getByLabel('Code from your app, or a recovery code').fill(await freshCode(user.id, secret));
    await form.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await form.getByRole('alert').filter({ hasText: 'The password is wrong' }).waitFor();
    await form.getByLabel('Password', { exact: true }).fill(user.password);
    await form.getByLabel('Code from your app, or a recovery code').fill(await freshCode(user.id, secret));
    await form.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
    await page.getByText('Two-step sign-in is off.', { exact: true }).waitFor();
    expect((await app.api.get('/api/auth/me', { token: user.access })).body.twoFactor).toBe(false);
    const signIn = await app.api.post('/api/auth/login', { email: user.email, password: user.password });
    expect(signIn.body).toEqual({ access: expect.any(String) });
  });

  it("Google sign-in of an account with two-step sign-in lands on the code page, which signs in", async () => {
    google.newIdentity('g2fa', 'Gina', 'Gauss');
    const first = await app.openBrowser({ width: 1024, height: 768 });
    await first.page.goto(`${app.url}/auth/signin`);
    await first.page.getByRole('button', { name: 'Sign up with Google' }).click();
    await first.page.waitForURL('**/auth/signup/extra');
    await first.page.getByRole('form', { name: 'Your last steps' }).waitFor();
    const access = (await first.page.evaluate("localStorage.getItem('teamtree.access')")) as string;
    const me = await app.api.get('/api/auth/me', { token: access });
    const { secret } = await turnOnTwoFactor(app.api, access);

    const second = await app.openBrowser({ width: 1024, height: 768 });
    await second.page.goto(`${app.url}/auth/signin`);
    await second.page.getByRole('button', { name: 'Sign up with Google' }).click();
    await second.page.waitForURL((url) => url.pathname === '/auth/signin/two-step' && url.hash.startsWith('#mfaToken='));
    await second.page.getByLabel('Code').fill(await freshCode(me.body.id, secret));
    await second.page.getByRole('button', { name: 'Sign in' }).click();
    // The Google account's profile is still to complete: the second step keeps the sign-in's `next`.
    await second.page.waitForURL('**/auth/signup/extra');
    await second.page.getByRole('form', { name: 'Your last steps' }).waitFor();
  });
});
