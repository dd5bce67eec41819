import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { workerActivated } from './support/service-worker';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Issue 23 item 2, the outbox: profile writes made while the browser is offline are kept in
 * IndexedDB, shown at once, counted in the top bar, and land on the real server exactly once when
 * it answers again, also from a page opened offline after the one that made them was closed. Cancel
 * during a save the server does not answer sends nothing. A kept rename merges with another
 * member's phone change on the same partner; two renames go to the conflict view.
 */

const app = useApp({ clock: 'real' });

const team = useTeam(app, {
  tree: 'Outbox Team',
  root: 'Root Rita',
  member: { firstName: 'Eddi', lastName: 'Editor' },
  seed: async (t) => {
    expect((await app.api.put('/api/teamtree/share', { memberId: t.memberId, permission: 'EDIT' }, { token: t.owner.access })).status).toBe(200);
  },
  browser: { width: 1280, height: 800 },
});

type Profile = { id: string; name: string; phone: string; parentId: string | null; version: number };

async function profiles(): Promise<Profile[]> {
  const res = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
  return res.body.teamtree.profiles;
}
const byName = async (name: string) => (await profiles()).find((p) => p.name === name);
/** Only the root stays between the tests, and each starts with an empty outbox. */
beforeEach(async () => {
  for (const p of await profiles()) if (p.parentId === team.rootId) await app.api.delete(`/api/teamtree/profile?id=${p.id}`, { token: team.owner.access });
  const { page } = team.browser;
  // A page of the app's origin without the app (which would hold the databases open).
  await page.goto(`${app.url}/api/health`);
  // The outbox and the kept query cache (which could show the tree of the test before).
  await page.evaluate(`Promise.all(['teamtree-outbox', 'teamtree-cache'].map((name) => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  })))`);
});

afterEach(async () => {
  await team.browser.context.setOffline(false);
});

const shows = (page: Page, name: string, upline: string) => page.getByRole('button', { name: new RegExp(`^Select ${name} \\(upline ${upline}`) }).waitFor({ state: 'attached' });

/** Writes made by the page (the outbox's and any other). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/teamtree/profile') && request.method() !== 'GET') writes.push(`${request.method()} ${request.headers()['idempotency-key'] ?? 'no key'}`);
  });
  return writes;
}

async function rename(page: Page, from: string, to: string) {
  await selectPartner(page, from);
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
  await dialog.locator('input[name="name"]').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function addChild(page: Page, parent: string, name: string) {
  await selectPartner(page, parent);
  await page.getByRole('button', { name: `Add child to ${parent}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Partner' });
  await dialog.locator('input[name="name"]').fill(name);
  await dialog.locator('input[name="billDate"]').fill('2031-03-04');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The partner dialog's code is loaded on first use; offline, the web app gets it from its service
 * worker, which these tests leave out (browser.ts): it is loaded once while online.
 */
async function loadPartnerDialog(page: Page) {
  await selectPartner(page, 'Root Rita');
  await page.getByRole('button', { name: 'Edit Root Rita' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const waiting = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });
/** The outbox is empty: its button is gone (whatever it counted; no dialog may hide the top bar then). */
const outboxEmpty = (page: Page) => page.getByRole('button', { name: /^\d+ changes? waiting$/ }).waitFor({ state: 'detached', timeout: 30_000 });
const KEPT = 'No connection to the server. Your change is kept and will be sent when it is back.';

/** Moves a partner under another through 'Change upline…' (the picker, by keyboard). */
async function moveUnder(page: Page, name: string, upline: string) {
  await selectPartner(page, name);
  await page.getByRole('button', { name: `Change upline of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change upline of ${name}` });
  await dialog.getByRole('combobox', { name: 'New upline' }).fill(upline);
  await dialog.getByRole('option', { name: new RegExp(upline), selected: true }).waitFor();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Three edits made offline (issue 23): a rename, a new partner, and a move (Bert, with the new
 * partner under him, moves under the renamed Anna).
 */
async function threeEditsOffline(page: Page) {
  await loadPartnerDialog(page);
  await page.context().setOffline(true);
  await rename(page, 'Anna', 'Anna Offline');
  await shows(page, 'Anna Offline', 'Root Rita');
  await page.getByText(KEPT).waitFor();
  await addChild(page, 'Bert', 'Nora New');
  await shows(page, 'Nora New', 'Bert');
  await moveUnder(page, 'Bert', 'Anna Offline');
  await shows(page, 'Bert', 'Anna Offline');
  await shows(page, 'Nora New', 'Bert');
  await waiting(page, '3 changes waiting').waitFor();
}

async function expectLandedOnce() {
  const all = await profiles();
  expect(all.map((p) => p.name).sort()).toEqual(['Anna Offline', 'Bert', 'Nora New', 'Root Rita']);
  const anna = all.find((p) => p.name === 'Anna Offline')!;
  const bert = all.find((p) => p.name === 'Bert')!;
  expect(anna.version).toBe(2);
  expect(bert.parentId).toBe(anna.id);
  expect(bert.version).toBe(2);
  expect(all.find((p) => p.name === 'Nora New')!.parentId).toBe(bert.id);
}

describe('the outbox', () => {
  it('shows three edits made offline at once and sends each exactly once when back online', async () => {
    await team.addPartner('Anna');
    await team.addPartner('Bert');
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const writes = recordWrites(page);
    await threeEditsOffline(page);
    // Nothing left the page while offline.
    expect(writes).toEqual([]);

    await page.context().setOffline(false);
    await outboxEmpty(page);
    await expectLandedOnce();
    // One request per change, each with a key of its own; the tree shows the server's partners (no temporary ids).
    expect(writes).toHaveLength(3);
    expect(new Set(writes).size).toBe(3);
    await shows(page, 'Bert', 'Anna Offline');
  });

  it('keeps offline edits across closing the page: a page opened while still offline shows them, and sends them once back online', async () => {
    await team.addPartner('Anna');
    await team.addPartner('Bert');
    // The app's shell offline comes from its service worker, so this browser lets it run.
    const { context, page: first } = await app.signedIn(team.owner, { width: 1280, height: 800, serviceWorkers: 'allow' });
    await openTree(first, app.url, team.treeId);
    await workerActivated(first);
    await threeEditsOffline(first);
    await first.close();
    expect((await profiles()).length).toBe(3);

    // Still offline: a new page of the app shows the tree with the kept changes from IndexedDB.
    const page = await context.newPage();
    const writes = recordWrites(page);
    await openTree(page, app.url, team.treeId);
    await shows(page, 'Anna Offline', 'Root Rita');
    await shows(page, 'Bert', 'Anna Offline');
    await shows(page, 'Nora New', 'Bert');
    await waiting(page, '3 changes waiting').waitFor();
    expect(writes).toEqual([]);

    await context.setOffline(false);
    await outboxEmpty(page);
    await expectLandedOnce();
    expect(writes).toHaveLength(3);
  });

  it('is one queue for every tab: a change kept in one shows in the other, and only one tab sends it', async () => {
    await team.addPartner('Anna');
    const { context, page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const other = await context.newPage();
    try {
      await openTree(other, app.url, team.treeId);
      const writes: string[] = [];
      context.on('request', (request) => {
        if (request.url().includes('/api/teamtree/profile') && request.method() !== 'GET') writes.push(request.headers()['idempotency-key'] ?? 'no key');
      });
      await loadPartnerDialog(page);
      await context.setOffline(true);
      await rename(page, 'Anna', 'Anna Both');
      await waiting(other, '1 change waiting').waitFor();
      await shows(other, 'Anna Both', 'Root Rita');
      await context.setOffline(false);
      await outboxEmpty(page);
      await outboxEmpty(other);
      expect(await byName('Anna Both')).toMatchObject({ version: 2 });
      expect(writes).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('sends nothing of a save cancelled while the server does not answer', async () => {
    const annaId = await team.addPartner('Anna');
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    let held: Route | null = null;
    const arrived = new Promise<void>((resolve) =>
      page.route('**/api/teamtree/profile', (route) => {
        held = route;
        resolve();
      }),
    );
    await selectPartner(page, 'Anna');
    await page.getByRole('button', { name: 'Edit Anna' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
    await dialog.locator('input[name="name"]').fill('Anna Cancelled');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await arrived;
    await dialog.getByRole('button', { name: 'Saving...' }).waitFor();
    const aborted = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/teamtree/profile'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page gave the request up (Cancel aborts it)...
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    const writes = recordWrites(page);
    // ...so letting the held request through now reaches nothing.
    await held!.continue().catch(() => undefined);
    await page.unroute('**/api/teamtree/profile');
    // The server may answer again: the page is told so (as when the connection returns).
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    // A later change through the API shows on the page: everything before it was handled.
    await app.api.put('/api/teamtree/profile', { id: annaId, name: 'Anna Server' }, { token: team.owner.access });
    await page.getByRole('button', { name: /^Select Anna Server \(/ }).waitFor({ state: 'attached' }).catch(async (e) => {
      console.log('NAMES', JSON.stringify(await page.getByRole('button', { name: /^Select / }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent))));
      throw e;
    });
    expect((await profiles()).find((p) => p.id === annaId)).toMatchObject({ name: 'Anna Server', version: 2 });
    expect(writes).toEqual([]);
    await outboxEmpty(page);
  });

  it('keeps a write the server refuses with its reason until discarded, its data to copy', async () => {
    const annaId = await team.addPartner('Anna');
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await loadPartnerDialog(page);
    await page.context().setOffline(true);
    await rename(page, 'Anna', 'Anna Gone');
    await waiting(page, '1 change waiting').waitFor();
    // Meanwhile another member deletes her.
    expect((await app.api.delete(`/api/teamtree/profile?id=${annaId}`, { token: team.member.access })).status).toBe(200);

    await page.context().setOffline(false);
    await waiting(page, '1 change waiting').click();
    const list = page.getByRole('dialog', { name: '1 change waiting' });
    const entry = list.getByRole('listitem', { name: 'Change: Anna Gone' });
    await entry.getByText('Not saved').waitFor({ timeout: 30_000 });
    await entry.getByText('Profile not found').waitFor();
    // Taken off the shown tree: the partner is gone there too.
    await page.getByRole('button', { name: /^Select Anna/ }).waitFor({ state: 'detached' });
    await entry.getByRole('button', { name: 'Copy' }).click();
    await entry.getByText('Copied.').waitFor();
    const copied = JSON.parse(await page.evaluate<string>('navigator.clipboard.readText()'));
    expect(copied).toMatchObject({ partner: 'Anna Gone', reason: 'Profile not found', request: { method: 'PUT', body: { id: annaId, name: 'Anna Gone' } } });

    await entry.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('alertdialog', { name: 'Discard this change?' }).getByRole('button', { name: 'Discard' }).click();
    await list.waitFor({ state: 'detached' });
    await outboxEmpty(page);
    expect((await profiles()).map((p) => p.name)).toEqual(['Root Rita']);
  });

  it('keeps a save the server cannot be reached for, says so in plain words, and sends it again with the same key', async () => {
    await team.addPartner('Anna');
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const keys: string[] = [];
    // The first attempt finds no server (the browser still believes it is online); later ones go through.
    await page.route('**/api/teamtree/profile', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length === 1) await route.abort('connectionrefused');
      else await route.continue();
    });
    await rename(page, 'Anna', 'Anna Later');
    await page.getByText(KEPT).waitFor();
    await outboxEmpty(page);
    expect(await byName('Anna Later')).toMatchObject({ version: 2 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.unroute('**/api/teamtree/profile');
  });

  it("merges a kept rename with another member's phone change, and lets the user choose between two renames", async () => {
    const annaId = await team.addPartner('Anna');
    const bertId = await team.addPartner('Bert');
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await loadPartnerDialog(page);
    await page.context().setOffline(true);
    await rename(page, 'Anna', 'Anna Mine');
    await rename(page, 'Bert', 'Bert Mine');
    await waiting(page, '2 changes waiting').waitFor();
    const member = team.member.access;
    expect((await app.api.put('/api/teamtree/profile', { id: annaId, phone: '+49 1701234567' }, { token: member })).status).toBe(200);
    expect((await app.api.put('/api/teamtree/profile', { id: bertId, name: 'Bert Theirs' }, { token: member })).status).toBe(200);

    await page.context().setOffline(false);
    // Anna merged by herself; Bert waits for the user.
    await waiting(page, '1 change waiting').waitFor({ timeout: 30_000 });
    expect(await byName('Anna Mine')).toMatchObject({ phone: '+49 1701234567', version: 3 });
    await waiting(page, '1 change waiting').click();
    const list = page.getByRole('dialog', { name: '1 change waiting' });
    await list.getByText('Changed on the server meanwhile: name.').waitFor();
    await list.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: 'Resolve conflict' });
    await resolve.getByRole('radio', { name: /Their change.*Bert Theirs/ }).waitFor();
    // The member who changed Bert meanwhile is named, as the history names them (issue 34).
    await resolve.getByText(/was changed by Eddi Editor while your change was waiting/).waitFor();
    await resolve.getByRole('radio', { name: /Your change.*Bert Mine/ }).check();
    await resolve.getByRole('button', { name: 'Save' }).click();
    await resolve.waitFor({ state: 'detached' });
    await outboxEmpty(page);
    expect(await byName('Bert Mine')).toMatchObject({ id: bertId, version: 3 });
    expect(await byName('Bert Theirs')).toBeUndefined();
  });

  it("opened offline before its code ever loaded (no service worker), the list says there is no connection instead of failing", async () => {
    await team.addPartner('Anna');
    const { page, context } = await app.signedIn(team.owner, { width: 1280, height: 800 });
    await openTree(page, app.url, team.treeId);
    await loadPartnerDialog(page);
    await context.setOffline(true);
    try {
      await rename(page, 'Anna', 'Anna Unlisted');
      await waiting(page, '1 change waiting').click();
      const dialog = page.getByRole('dialog', { name: 'Changes waiting' });
      await dialog.getByText('No connection to the server. Try again when you are online.').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.setOffline(false);
    }
    await outboxEmpty(page);
    expect(await byName('Anna Unlisted')).toMatchObject({ version: 2 });
  });
});
