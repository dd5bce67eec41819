import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '../support/accounts';
import { keptChunks, keptKeys, markChunks } from './support/kept-data';
import { workerActivated } from './support/service-worker';
import { addPartner, openTree, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Issue 23, items 1 and 5: the data a user saw is kept on the device (IndexedDB, per server and
 * account) and shown at once without a connection, marked as the state of its time; a server
 * that cannot be reached is said in plain words; logout removes what was kept.
 */
const app = useApp({ clock: 'real' });
let owner: TestUser;
let treeId: string;

beforeAll(async () => {
  owner = await app.register({ firstName: 'Karla', lastName: 'Kept' });
  ({ treeId } = await plantTree(app.api, owner, 'Kept tree', 'Karla Kept'));
  const rootId = (await app.api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access })).body.teamtree.profiles[0].id;
  await addPartner(app.api, owner, treeId, rootId, 'Anna Abroad');
  await addPartner(app.api, owner, treeId, rootId, 'Bruno Bus');
}, 120_000);

const partnerButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Select ${name} \\(`) });

describe('data that stays', () => {
  it('a tree opened once opens again after a reload without a network, with its partners and the time of its state', async () => {
    const { page, context } = await app.signedIn(owner, { width: 1024, height: 768, serviceWorkers: 'allow' });
    await openTree(page, app.url, treeId);
    await partnerButton(page, 'Anna Abroad').waitFor({ state: 'attached' });
    await workerActivated(page);
    await expect.poll(() => keptKeys(page), { timeout: 15_000 }).toContain(`tree:${treeId}`);
    expect(await page.getByTestId('offline-state').count()).toBe(0);

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('tree-canvas').waitFor();
      await partnerButton(page, 'Anna Abroad').waitFor({ state: 'attached' });
      await partnerButton(page, 'Bruno Bus').waitFor({ state: 'attached' });
      expect(page.url()).toBe(`${app.url}/teamtree?teamtreeId=${treeId}`);
      await expect.poll(() => page.getByTestId('offline-state').textContent()).toMatch(/^Offline – showing the state of \d\d:\d\d$/);
      // A new window of the app, offline too.
      const second = await context.newPage();
      await second.goto(`${app.url}/teamlist`);
      await second.getByText('Bruno Bus').first().waitFor();
      await second.getByTestId('offline-state').waitFor();
      await second.close();
    } finally {
      await context.setOffline(false);
    }
    // Online again: the notice goes once the server answers.
    await page.getByTestId('offline-state').waitFor({ state: 'detached' });
  });

  it('a large tree is kept in parts: a live change rewrites only the part holding that partner, and an offline start shows it', async () => {
    // 1,200 partners: three chunks of up to 500 (offline/kept-chunks.ts).
    const big = await plantTree(app.api, owner, 'Large kept tree', 'Lara Large');
    const rows = Array.from({ length: 1199 }, (_, i) => ({ externalId: `K-${i}`, name: `Kept ${i + 1}`, phone: '', birthday: null, billDate: '2026-01-15', categories: [], uplineRow: null, uplineProfileId: null }));
    const imported = await app.api.post('/api/teamtree/import', { teamtreeId: big.treeId, parentId: big.rootId, rows }, { token: owner.access });
    expect(imported.status).toBe(200);
    const profiles: { id: string; name: string; phone: string; birthday: string | null; billDate: string; reminders: unknown[]; categories: unknown[] }[] = (
      await app.api.get(`/api/teamtree/status?teamtreeId=${big.treeId}`, { token: owner.access })
    ).body.teamtree.profiles;
    expect(profiles).toHaveLength(1200);

    const { page, context } = await app.signedIn(owner, { width: 1024, height: 768, serviceWorkers: 'allow' });
    await openTree(page, app.url, big.treeId);
    await page.getByRole('heading', { name: 'Profiles in this TeamTree (1200)' }).waitFor({ state: 'attached' });
    await workerActivated(page);
    await expect.poll(async () => (await keptChunks(page, big.treeId)).map((c) => c.size), { timeout: 15_000 }).toEqual([500, 500, 200]);
    await markChunks(page, big.treeId);

    // Another device renames the 700th partner of the list: only the second chunk is written again.
    const renamed = profiles[699];
    const { id, name, phone, birthday, billDate, reminders, categories } = renamed;
    const put = await app.api.put('/api/teamtree/profile', { id, name: `${name} Renamed`, phone, birthday, billDate, reminders, categories }, { token: owner.access });
    expect(put.status).toBe(200);
    await expect.poll(async () => (await keptChunks(page, big.treeId))[1]?.names[199], { timeout: 15_000 }).toBe(`${name} Renamed`);
    expect((await keptChunks(page, big.treeId)).map((c) => c.marked)).toEqual([true, false, true]);

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Profiles in this TeamTree (1200)' }).waitFor({ state: 'attached' });
      await page.getByTestId('offline-state').waitFor();
      await page.goto(`${app.url}/teamlist?q=${encodeURIComponent(`${name} Renamed`)}`);
      await page.getByText(`${name} Renamed`).first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('a link to a tree opens that tree when the device keeps the tree list and no tree is chosen yet', async () => {
    // The shell chose the first tree of the kept list in the same moment as the page took the
    // address's tree, and won: the link showed the first tree (found by the test above).
    const linked = await plantTree(app.api, owner, 'Linked tree', 'Lina Linked');
    const { page } = await app.signedIn(owner, { width: 1024, height: 768 });
    await expect.poll(() => keptKeys(page), { timeout: 15_000 }).toContain('trees');
    for (let round = 0; round < 3; round++) {
      await page.evaluate("localStorage.removeItem('teamtree.activeTreeId')");
      await openTree(page, app.url, linked.treeId);
      await partnerButton(page, 'Lina Linked').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate<string | null>("localStorage.getItem('teamtree.activeTreeId')")).toBe(linked.treeId);
      await partnerButton(page, 'Lina Linked').waitFor({ state: 'attached', timeout: 1000 });
    }
  });

  it('logout removes what the device kept', async () => {
    const { page } = await app.signedIn(owner, { width: 1024, height: 768 });
    await openTree(page, app.url, treeId);
    await expect.poll(() => keptKeys(page), { timeout: 15_000 }).toContain(`tree:${treeId}`);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin**');
    await expect.poll(() => keptKeys(page)).toEqual([]);
    expect(await page.evaluate<string | null>("localStorage.getItem('teamtree.lastAccount')")).toBeNull();
  });
});

describe('a server that cannot be reached', () => {
  it('sign-in says so in plain words, never "Failed to fetch"', async () => {
    const { page } = await app.openBrowser({ width: 390, height: 844 });
    await page.goto(`${app.url}/auth/signin`);
    await page.getByLabel('Email').waitFor();
    // The browser believes it is online; the server does not answer.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('No connection to the server. Try again when you are online.');
    expect(await page.content()).not.toContain('Failed to fetch');
  });
});
