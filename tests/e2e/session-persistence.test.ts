import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/accounts';
import { signInThroughUi } from './support/app';
import { useApp } from './support/use-app';

/** With 'Keep me logged in' off, nothing that signs in outlives the browser session (issue 12). */
const app = useApp({ clock: 'real' });
let user: TestUser;
let profileDir: string;

beforeAll(async () => {
  user = await app.register();
  profileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-restart-'));
}, 120_000);

afterAll(async () => {
  await fs.rm(profileDir, { recursive: true, force: true });
});

describe("signing in without 'Keep me logged in'", () => {
  it('keeps the access token out of local storage, survives a reload, and is gone after a browser restart', async () => {
    const first = await app.openBrowser({ profileDir });
    await signInThroughUi(first.page, app.url, user.email, user.password, false);
    await first.page.waitForURL('**/dashboard');
    expect(await first.page.evaluate<string | null>("localStorage.getItem('teamtree.access')")).toBeNull();
    expect(await first.page.evaluate<string | null>("sessionStorage.getItem('teamtree.access')")).toEqual(expect.any(String));
    await first.page.reload();
    await first.page.getByRole('navigation').first().waitFor();
    expect(first.page.url()).toContain('/dashboard');
    await first.close();

    // The browser starts again with the same profile: no session cookie, no token.
    const second = await app.openBrowser({ profileDir });
    await second.page.goto(`${app.url}/dashboard`);
    await second.page.waitForURL('**/auth/signin**');
    await second.close();
  });

  it("with 'Keep me logged in' the sign-in survives the restart", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-restart-'));
    const first = await app.openBrowser({ profileDir: dir });
    await signInThroughUi(first.page, app.url, user.email, user.password, true);
    await first.page.waitForURL('**/dashboard');
    await first.close();
    const second = await app.openBrowser({ profileDir: dir });
    await second.page.goto(`${app.url}/dashboard`);
    await second.page.getByRole('navigation').first().waitFor();
    expect(second.page.url()).toContain('/dashboard');
    await second.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
