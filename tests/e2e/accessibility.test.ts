import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpThroughUi } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes, setTheme } from './support/browser';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'real', browser: {} });

/** Axe in light and dark: no serious or critical violation. */
async function check(page: Page, name: string) {
  for (const dark of [false, true]) {
    await setTheme(page, dark);
    const violations = await seriousViolations(page);
    expect(violations, `${name} (${dark ? 'dark' : 'light'}): ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  }
  await setTheme(page, false);
}

describe('accessibility (axe-core) of every screen', () => {
  it('signed-out screens', async () => {
    const { page } = app.browser;
    await page.goto(`${app.url}/auth/signin`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await check(page, 'sign-in');
    await page.goto(`${app.url}/auth/signup`);
    await page.locator('select[name="gender"]').waitFor();
    await check(page, 'sign-up');
    await page.click('[data-testid="dial-code"]');
    await page.getByRole('listbox').waitFor();
    await check(page, 'dial-code picker');
    await screenshotThemes(page, 'dial-code-picker');
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/auth/signup/source`);
    await page.getByText('No signup data found', { exact: false }).waitFor();
    await check(page, 'source step');
    await page.goto(`${app.url}/join/rejected`);
    await page.getByText('Request Rejected').waitFor();
    await check(page, 'join rejected');
    await screenshotThemes(page, 'join-rejected');
    await page.goto(`${app.url}/auth/forgot-password`);
    await page.getByRole('button', { name: 'Send me a link' }).waitFor();
    await check(page, 'forgot password');
    await page.goto(`${app.url}/auth/reset-password?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Set new password' }).waitFor();
    await check(page, 'reset password');
    await page.goto(`${app.url}/auth/verify-email?token=${'A'.repeat(43)}`);
    await page.getByText('Sign in to confirm your email address.').waitFor();
    await check(page, 'verify email (signed out: asked to sign in)');
  });

  it('drops the fades for whoever asks for reduced motion (as these tests do), and keeps them otherwise', async () => {
    const { page } = app.browser;
    await page.goto(`${app.url}/auth/signin`);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    const duration = () => signIn.evaluate((button) => button.ownerDocument.defaultView!.getComputedStyle(button).transitionDuration);
    expect(await duration()).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await duration()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toBe('0s');
  });

  it('offers no Google button where the server has Google sign-in off (no button that can only fail)', async () => {
    const { page } = app.browser;
    for (const path of ['/auth/signin', '/auth/signup']) {
      const config = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/config');
      await page.goto(`${app.url}${path}`);
      expect((await (await config).json()).googleSignIn).toBe(false);
      // The page has drawn its form after the answer that leaves Google out came (the old page drew the button with the form).
      await page.getByRole('textbox', { name: 'Email' }).waitFor();
      expect(await page.getByRole('button', { name: /with Google/ }).count(), path).toBe(0);
      expect(await page.getByText('or', { exact: true }).count(), path).toBe(0);
    }
  });

  it('signed-in screens, the shell menus and the dialogs', async () => {
    const { page } = app.browser;
    await signUpThroughUi(page, app.url);
    await page.getByText('No TeamTree found').waitFor();
    await check(page, 'dashboard');
    for (const [path, text] of [
      ['/teamtree', 'You have no TeamTree yet'],
      ['/teamlist', 'No partners'],
      ['/teambars', 'Keine Profile für diesen Filter.'],
      ['/broadcast', 'Broadcast'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByText(text, { exact: false }).first().waitFor();
      await check(page, path);
      await screenshotThemes(page, `page${path.replace('/', '-')}`);
    }
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menu').waitFor();
    await check(page, 'profile menu');
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Change password' }).waitFor();
    await check(page, 'change password dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Plant new TeamTree' }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'create/join modal');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="name"]').fill('Beta Tree');
    await dialog.locator('input[name="billDate"]').fill('2031-02-03');
    await dialog.getByRole('button', { name: 'Plant' }).click();
    await page.getByRole('heading', { name: 'Beta Tree' }).waitFor();
    await check(page, 'tree page');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('menu').waitFor();
    await check(page, 'filter menu');
    await screenshotThemes(page, 'filter-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Members', exact: true }).waitFor();
    await check(page, 'share modal');
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}/auth/verify-email?token=${'A'.repeat(43)}`);
    await page.getByText('This link is invalid or has expired.').waitFor();
    await check(page, 'verify email (refused link)');
    await page.goto(`${app.url}/dashboard`);
    await page.getByText('Partners').first().waitFor();
    await check(page, 'dashboard with a tree');
    await screenshotThemes(page, 'dashboard');
    // Collapsed sidebar: the 'TT' mark only.
    await page.getByRole('button', { name: 'Collapse sidebar' }).first().click();
    await page.getByRole('button', { name: 'Expand sidebar' }).first().waitFor();
    await check(page, 'collapsed sidebar');
    await screenshotThemes(page, 'sidebar-collapsed');
    await page.getByRole('button', { name: 'Expand sidebar' }).first().click();
    // Down to 1024 px wide nothing overflows the window.
    await page.setViewportSize({ width: 1024, height: 720 });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Members', exact: true }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1024);
    await screenshotThemes(page, 'share-1024');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it("'Your last steps' keeps its fields as the draft and the source step completes the profile", async () => {
    const { page } = app.browser;
    await page.goto(`${app.url}/auth/signup/extra`);
    await page.getByRole('heading', { name: 'Your last steps' }).waitFor();
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Erika');
    await check(page, 'your last steps');
    await page.getByRole('button', { name: 'Start your journey' }).click();
    await page.getByText('Please enter your phone number').waitFor();
    await page.fill('input[name="phone"]', '15199998888');
    await page.fill('input[name="company"]', 'New Company');
    await page.selectOption('select[name="country"]', 'United Kingdom');
    await screenshotThemes(page, 'your-last-steps');
    await page.getByRole('button', { name: 'Start your journey' }).click();
    await page.waitForURL('**/auth/signup/source');
    await page.check('input[name="source"][value="YouTube"]');
    await page.click('button:has-text("Continue")');
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate("sessionStorage.getItem('teamtree.signupDraft')")).toBeNull();
  });
});
