import { describe, expect, it } from 'vitest';
import { signUpThroughUi } from './support/app';
import type { TestBrowser } from './support/browser';
import { useApp } from './support/use-app';

const app = useApp({ clock: 'real', env: { ACCESS_TOKEN_TTL: '2' }, browser: {} });

const storedToken = (page: TestBrowser['page']) => page.evaluate<string | null>("localStorage.getItem('teamtree.access')");

/** Waits until the server itself refuses `token` (its 2-second lifetime is over). */
async function untilRefused(token: string | null): Promise<void> {
  const status = async () => (await fetch(`${app.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  await expect.poll(status, { timeout: 10_000, interval: 250 }).toBe(401);
}

describe('an expired access token', () => {
  it('is refreshed transparently, in the page and on reload', async () => {
    const { page } = app.browser;
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });
    await signUpThroughUi(page, app.url);
    const first = await storedToken(page);
    await untilRefused(first);
    // Navigating loads tree data with the expired token: the client refreshes and goes on.
    await page.getByRole('link', { name: 'TeamTree' }).click();
    await page.getByText('You have no TeamTree yet', { exact: false }).waitFor();
    // The page may show what it holds before its reads (and their refresh) have gone out.
    await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
    const second = await storedToken(page);
    expect(second).not.toBe(first);
    await untilRefused(second);
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/teamtree');
    // The shell opens from the kept account while the refresh is still out (docs/performance.md).
    await expect.poll(() => storedToken(page)).not.toBe(second);
  });

  it('answers a 401 with one refresh and a retry', async () => {
    const { page } = app.browser;
    // A token the client believes valid (future exp) but the server refuses.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const fake = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 600 })}.bad`;
    await page.evaluate(`localStorage.setItem('teamtree.access', ${JSON.stringify(fake)})`);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/auth/me')) statuses.push(response.status());
    });
    await page.reload();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    // The page's early script asks once with the stored token too; its 401 is left to the app's own check.
    expect(statuses.slice(-2)).toEqual([401, 200]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});
