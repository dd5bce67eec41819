import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { signInThroughUi, signUpThroughUi } from './support/app';
import { screenshotThemes } from './support/browser';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'real', browser: {} });

async function freshPage() {
  const page = await app.browser.context.newPage();
  await page.goto(`${app.url}/auth/signin`);
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await app.browser.context.clearCookies();
  return page;
}

describe('sign-up', () => {
  it('a new user signs up through the source step to the dashboard, and the draft is removed', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/`);
    await page.waitForURL('**/auth/signin');
    await page.click('a:has-text("Sign up")');
    await page.waitForURL('**/auth/signup');
    expect(await page.locator('[data-testid="dial-code"]').innerText()).toContain('+49');
    await screenshotThemes(page, 'signup');
    const user = await signUpThroughUi(page, app.url);
    expect(await page.evaluate("sessionStorage.getItem('teamtree.signupDraft')")).toBeNull();
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menu').getByText(user.email).waitFor();
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('keeps Sign up disabled until the required fields are filled and the passwords match', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/auth/signup`);
    const submit = page.locator('button[type="submit"]:has-text("Sign up")');
    expect(await submit.isDisabled()).toBe(true);
    await page.fill('input[name="firstName"]', 'Max');
    await page.fill('input[name="lastName"]', 'Power');
    await page.fill('input[name="email"]', 'not-an-email');
    await page.fill('input[name="password"]', 'short');
    await page.fill('input[name="password2"]', 'shorter');
    await page.fill('input[name="company"]', 'Acme');
    await page.selectOption('select[name="country"]', 'France');
    await page.getByText('Passwords do not match').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.fill('input[name="password2"]', 'short');
    expect(await page.getByText('Passwords do not match').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(false);
    // Gender and phone are required on submit, as are a valid email and an 8-character password.
    await submit.click();
    await page.getByText('Please choose your gender').waitFor();
    await page.getByText('Please enter your phone number').waitFor();
    await page.getByText('Please enter a valid email address (name@domain.tld)').waitFor();
    await page.getByText('Password must have at least 8 characters').waitFor();
    expect(page.url()).toContain('/auth/signup');
    await screenshotThemes(page, 'signup-errors');
    await page.close();
  });

  it('the dial-code picker is searchable and keyboard-operable', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/auth/signup`);
    await page.click('[data-testid="dial-code"]');
    await page.keyboard.type('austria');
    await page.keyboard.press('Enter');
    expect(await page.locator('[data-testid="dial-code"]').innerText()).toContain('+43');
    expect(await page.locator('input[name="countryCode"]').inputValue()).toBe('+43');
    await page.close();
  });

  it("shows 'Please pick one' and the missing-draft message on the source step", async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/auth/signup/source`);
    await page.getByText('No signup data found. Please fill the signup form first.').waitFor();
    const draft = { mode: 'register', gender: 'Male', firstName: 'A', lastName: 'B', email: 'a@b.cd', phone: '1511', countryCode: '+49', password: 'xxxxxxxx', password2: 'xxxxxxxx', company: 'C', country: 'Spain', stay: false };
    await page.evaluate(`sessionStorage.setItem('teamtree.signupDraft', ${JSON.stringify(JSON.stringify(draft))})`);
    await page.reload();
    await page.click('button:has-text("Continue")');
    await page.getByText('Please pick one').waitFor();
    await screenshotThemes(page, 'source-pick-one');
    await page.close();
  });

  it('shows the server message when registration fails (email taken) and keeps the draft', async () => {
    const page = await freshPage();
    const user = await signUpThroughUi(page, app.url);
    await page.evaluate('localStorage.clear()');
    await app.browser.context.clearCookies();
    await page.goto(`${app.url}/auth/signup`);
    await page.selectOption('select[name="gender"]', 'Other');
    await page.fill('input[name="firstName"]', 'Again');
    await page.fill('input[name="lastName"]', 'User');
    await page.fill('input[name="email"]', user.email.toUpperCase());
    await page.fill('input[name="phone"]', '15112345678');
    await page.fill('input[name="password"]', PASSWORD);
    await page.fill('input[name="password2"]', PASSWORD);
    await page.fill('input[name="company"]', 'Acme');
    await page.selectOption('select[name="country"]', 'Spain');
    await page.click('button[type="submit"]:has-text("Sign up")');
    await page.check('input[name="source"][value="Other"]');
    await page.click('button:has-text("Continue")');
    await page.locator('[role="alert"]').first().waitFor();
    expect(await page.locator('[role="alert"]').first().innerText()).not.toBe('');
    expect(page.url()).toContain('/auth/signup/source');
    expect(await page.evaluate("sessionStorage.getItem('teamtree.signupDraft')")).not.toBeNull();
    await page.close();
  });
});

describe('sign-in and the session', () => {
  let email: string;

  beforeAll(async () => {
    const page = await freshPage();
    email = (await signUpThroughUi(page, app.url, { email: uniqueEmail('signin') })).email;
    await page.close();
  });

  it('disables Sign in while a field is empty and shows the server message for bad credentials', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/auth/signin`);
    expect(await page.locator('input[name="stay"]').isChecked()).toBe(true);
    const submit = page.locator('button[type="submit"]');
    expect(await submit.isDisabled()).toBe(true);
    await page.fill('input[name="email"]', email);
    expect(await submit.isDisabled()).toBe(true);
    await page.fill('input[name="password"]', 'wrong password');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText('Invalid email or password').waitFor();
    await screenshotThemes(page, 'signin-error');
    await page.close();
  });

  it("keeps the session over a reload with 'Keep me logged in', then logs out", async () => {
    const page = await freshPage();
    await signInThroughUi(page, app.url, email, PASSWORD, true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.reload();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    // Even without the stored access token, the refresh cookie restores the session.
    await page.evaluate("localStorage.removeItem('teamtree.access')");
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin');
    expect(await page.evaluate("[localStorage.getItem('teamtree.access'), localStorage.getItem('teamtree.hasRefresh')]")).toEqual([null, null]);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL('**/auth/signin?returnUrl=%2Fdashboard');
    await page.close();
  });

  it('goes back to a same-site returnUrl after sign-in, never to another site', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/signin?returnUrl=${encodeURIComponent('/teamlist')}`);
    await page.waitForURL('**/auth/signin?returnUrl=%2Fteamlist');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL('**/teamlist');
    await page.evaluate('localStorage.clear()');
    await app.browser.context.clearCookies();
    await page.goto(`${app.url}/auth/signin?returnUrl=${encodeURIComponent('//evil.example/x')}`);
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('button[type="submit"]');
    await page.waitForURL('**/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(app.url).host);
    await page.close();
  });

  it('sends a user without ADMIN or MODERATOR away from /admin', async () => {
    const page = await freshPage();
    await signInThroughUi(page, app.url, email, PASSWORD);
    await page.goto(`${app.url}/admin`);
    await page.waitForURL('**/auth/signin');
    await page.close();
  });
});
