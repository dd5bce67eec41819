import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { emailVerified, RESET_SUBJECT, VERIFY_SUBJECT } from '../support/account-links';
import { linkIn, TestMailbox } from '../support/mailbox';
import { PASSWORD, registerUser, uniqueEmail } from '../support/accounts';
import { signInThroughUi, signUpThroughUi } from './support/app';
import { screenshotThemes } from './support/browser';
import { useApp } from './support/use-app';

/**
 * The mail flows in the browser: the app server sends through SMTP_URL to a test SMTP server
 * started here, and each test reads the mail it waits for from there.
 */
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await TestMailbox.start();
});
afterAll(() => mailbox.close());
const app = useApp({ clock: 'real', env: () => ({ SMTP_URL: mailbox.smtpUrl }), browser: {} });
const api = app.api;

async function freshPage(): Promise<Page> {
  await app.browser.context.clearCookies();
  const page = await app.browser.context.newPage();
  await page.goto(`${app.url}/auth/signin`);
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  // Load again without the session an earlier test left in storage.
  await page.goto(`${app.url}/auth/signin`);
  await page.locator('input[name="email"]').waitFor();
  return page;
}

/** A user registered through the API, with the link of their registration mail. */
async function registeredWithLink() {
  const email = uniqueEmail('verify-link');
  const arrives = mailbox.nextMail(email, VERIFY_SUBJECT);
  const user = await registerUser(api, { email });
  return { user, link: linkIn(await arrives, `${app.url}/auth/verify-email?token=`) };
}

describe('verifying the email', () => {
  it('shows the notice until verified; Resend mails a new link; the link confirms the email', async () => {
    const page = await freshPage();
    const email = uniqueEmail('verify');
    const registrationMail = mailbox.nextMail(email, VERIFY_SUBJECT);
    await signUpThroughUi(page, app.url, { email });
    await registrationMail;

    const banner = page.getByRole('region', { name: 'Confirm your email' });
    await banner.getByText(email).waitFor();
    await screenshotThemes(page, 'verify-email-banner');

    const resent = mailbox.nextMail(email, VERIFY_SUBJECT);
    await banner.getByRole('button', { name: 'Resend' }).click();
    await banner.getByText('Sent. Please check your inbox.').waitFor();
    const link = linkIn(await resent, `${app.url}/auth/verify-email?token=`);

    await page.goto(link.toString());
    await page.getByText('Your email is confirmed').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(await page.getByRole('region', { name: 'Confirm your email' }).count()).toBe(0);

    // The link works once.
    await page.goto(link.toString());
    await page.getByText('This link is invalid or has expired.').waitFor();
    await page.close();
  });

  it('asks a signed-out visitor to sign in, comes back to the link after sign-in, and confirms it there', async () => {
    const { user, link } = await registeredWithLink();
    const page = await freshPage();
    await page.goto(link.toString());
    await page.getByText('Sign in to confirm your email address.').waitFor();
    // Nothing was confirmed by opening the link.
    expect(await emailVerified(api, user.access)).toBe(false);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/signin?returnUrl=*');
    await page.fill('input[name="email"]', user.email);
    await page.fill('input[name="password"]', user.password);
    await page.click('button[type="submit"]');
    await page.waitForURL((url) => url.pathname === '/auth/verify-email' && url.searchParams.get('token') === link.searchParams.get('token'));
    await page.getByText('Your email is confirmed').waitFor();
    expect(await emailVerified(api, user.access)).toBe(true);
    await page.close();
  });

  it("signed in to another account: says the link is another account's, and Sign out leads to signing in as its owner", async () => {
    const { user, link } = await registeredWithLink();
    const other = await registerUser(api);
    const page = await freshPage();
    await signInThroughUi(page, app.url, other.email, other.password);
    await page.waitForURL('**/dashboard');
    await page.goto(link.toString());
    await page.getByText('This link belongs to another account. Sign in as its owner to confirm it.').waitFor();
    expect(await emailVerified(api, user.access)).toBe(false);
    expect(await emailVerified(api, other.access)).toBe(false);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Sign in to confirm your email address.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.fill('input[name="email"]', user.email);
    await page.fill('input[name="password"]', user.password);
    await page.click('button[type="submit"]');
    await page.getByText('Your email is confirmed').waitFor();
    expect(await emailVerified(api, user.access)).toBe(true);
    await page.close();
  });

  it('can be dismissed with the keyboard', async () => {
    const page = await freshPage();
    await signUpThroughUi(page, app.url);
    const dismiss = page.getByRole('button', { name: 'Dismiss the email notice' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Confirm your email' }).waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('forgot and reset password', () => {
  it("'Forgot password?' mails a link; the reset page sets the new password, once", async () => {
    const user = await registerUser(api, { email: uniqueEmail('forgot') });
    const page = await freshPage();
    await page.fill('input[name="email"]', user.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password?email=*');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);

    const arrives = mailbox.nextMail(user.email, RESET_SUBJECT);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('a link to choose a new password is on its way').waitFor();
    const link = linkIn(await arrives, `${app.url}/auth/reset-password?token=`);

    await page.goto(link.toString());
    await page.getByLabel('New password', { exact: true }).fill('a new passphrase');
    await page.getByLabel('New password again').fill('a different one');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel('New password again').fill('a new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your new password is set').waitFor();

    await signInThroughUi(page, app.url, user.email, 'a new passphrase');
    await page.waitForURL('**/dashboard');

    // The same link a second time: refused, with a way to ask for a new one.
    await page.goto(link.toString());
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByLabel('New password again').fill('yet another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This link is invalid or has expired.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.close();
  });

  it('says the same for an address without an account, and refuses a malformed one', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/auth/forgot-password`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    const nobody = uniqueEmail('nobody');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('a link to choose a new password is on its way').waitFor();
    expect(mailbox.mailsTo(nobody)).toEqual([]);
    await page.close();
  });
});

describe('change password', () => {
  it("from the profile menu: a wrong current password is refused, the right one changes it and signs other browsers out", async () => {
    const page = await freshPage();
    const user = await signUpThroughUi(page, app.url);
    const elsewhere = await app.openBrowser();
    await signInThroughUi(elsewhere.page, app.url, user.email, PASSWORD);
    await elsewhere.page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByLabel('New password', { exact: true }).fill('my changed passphrase');
    await dialog.getByLabel('New password again').fill('my changed passphrase');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The current password is wrong').waitFor();
    expect(await dialog.getByLabel('Current password').evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

    await dialog.getByLabel('Current password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await dialog.getByText('Your password is changed.').waitFor();
    await screenshotThemes(page, 'change-password-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // This browser stays signed in; the new password is the one that works.
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect((await api.post('/api/auth/login', { email: user.email, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/api/auth/login', { email: user.email, password: 'my changed passphrase' })).status).toBe(200);
    // The other browser's session is over: it starts again at sign-in.
    await elsewhere.page.reload();
    await elsewhere.page.waitForURL('**/auth/signin**');
    await elsewhere.close();
    await page.close();
  });

  it('closes with Escape and keeps nothing that was typed', async () => {
    const page = await freshPage();
    await signUpThroughUi(page, app.url);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('something');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    expect(await dialog.getByLabel('Current password').inputValue()).toBe('');
    await page.close();
  });
});
