import fs from 'node:fs/promises';
import { freePort } from '../support/free-port';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { registerUser, type TestUser } from '../support/accounts';
import { spawnServer, type ChildServer } from '../support/child-server';
import { ApiClient } from '../support/http';
import { signInThroughUi } from './support/app';
import { selectPartner } from './support/trees';
import { openBrowser, type TestBrowser } from './support/browser';
import { ensureWebBuild, webDir } from './support/web-build';

/**
 * Issue 9, recovery: the server (its own process, on the embedded database in DATA_DIR) stops
 * for 15 s and starts again on the same port. The open page says it is reconnecting while the
 * server is away, comes back by itself and shows a change made after the restart, no reload.
 * Issue 23: a change saved while the server is stopped says so in plain words, waits in the
 * outbox and lands once when the server is back.
 */

const OUTAGE_MS = 15_000;

let dataDir = '';
let port = 0;
let server: ChildServer | null = null;
let browser: TestBrowser;
let owner: TestUser;
let treeId = '';
let rootId = '';

const start = async () => (server = await spawnServer({ DATA_DIR: dataDir, PORT: String(port), WEB_DIR: webDir }));

async function stop() {
  const running = server!;
  server = null;
  running.process.kill('SIGTERM');
  await running.exited;
}

beforeAll(async () => {
  ensureWebBuild();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'teamtree-outage-'));
  port = await freePort();
  await start();
  const api = new ApiClient(server!.url);
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  const created = await api.post('/api/teamtree', { name: 'Outage Team', phone: '', birthday: null, billDate: '2031-06-01', categories: [] }, { token: owner.access });
  treeId = created.body.teamtree.id;
  rootId = (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access })).body.teamtree.profiles[0].id;
  await api.put('/api/teamtree/profile', { id: rootId, name: 'Before Outage' }, { token: owner.access });
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server) await stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('after an outage', () => {
  it('reconnects by itself once the server is back and shows a change made afterwards, without a reload', { timeout: 150_000 }, async () => {
    const { page } = browser;
    // A retry after a failed try finds the server stopped.
    if (!server) await start();
    const url = server!.url;
    await signInThroughUi(page, url, owner.email, owner.password);
    await page.goto(`${url}/teamtree?teamtreeId=${treeId}`);
    await page.getByRole('button', { name: /^Select Before Outage \(root\)/ }).waitFor({ state: 'attached' });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    await stop();
    // The socket's 'Offline – reconnecting…', or, once a request found the server gone too, the
    // page-wide 'Offline – showing the state of …' that replaces it (docs/offline.md).
    const notice = page.getByRole('status').filter({ hasText: /Offline – (reconnecting…|showing the state of)/ }).first();
    await notice.waitFor();
    // The outage itself: the server stays away this long (not a wait for the page).
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const catchUp: string[] = [];
    const recordCatchUp = (request: Request) => {
      if (request.url().includes('/api/teamtree/status?teamtreeId=')) catchUp.push(request.url());
    };
    page.on('request', recordCatchUp);
    await start();
    const api = new ApiClient(server!.url);
    expect((await api.put('/api/teamtree/profile', { id: rootId, name: 'After Outage' }, { token: owner.access })).status).toBe(200);

    // Back within the backoff's reach (at most 30 s between attempts after the first burst).
    await page.getByRole('button', { name: /^Select After Outage \(root\)/ }).waitFor({ state: 'attached', timeout: 60_000 });
    await notice.waitFor({ state: 'detached', timeout: 60_000 });
    expect(navigations).toBe(0);
    // It caught up with the changes since its last read, not by reading the whole tree.
    page.off('request', recordCatchUp);
    expect(catchUp.length).toBeGreaterThan(0);
    for (const url of catchUp) expect(new URL(url).searchParams.get('since')).not.toBeNull();

    // Live again: a later change arrives as an event.
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/teamtree/status?teamtreeId=')) reads.push(request.url());
    });
    expect((await api.put('/api/teamtree/profile', { id: rootId, name: 'Live Again' }, { token: owner.access })).status).toBe(200);
    await page.getByRole('button', { name: /^Select Live Again \(root\)/ }).waitFor({ state: 'attached' });
    expect(reads).toEqual([]);
  });

  it('keeps a change saved while the server is stopped, says so in plain words, and sends it once when it is back', { timeout: 150_000 }, async () => {
    const { page } = browser;
    if (!server) await start();
    const url = server!.url;
    await page.goto(`${url}/teamtree?teamtreeId=${treeId}`);
    await page.getByRole('button', { name: /^Select Live Again \(root\)/ }).waitFor({ state: 'attached' });
    // The dialog's code comes from the server too: load it once before the server goes.
    await selectPartner(page, 'Live Again');
    await page.getByRole('button', { name: 'Edit Live Again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await stop();
    await page.getByRole('button', { name: 'Edit Live Again' }).click();
    await dialog.locator('input[name="name"]').fill('Saved While Away');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('No connection to the server. Your change is kept and will be sent when it is back.').waitFor();
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await page.getByRole('button', { name: '1 change waiting', exact: true }).waitFor();

    await start();
    await page.getByRole('button', { name: '1 change waiting', exact: true }).waitFor({ state: 'detached', timeout: 60_000 });
    const api = new ApiClient(server!.url);
    const root = (await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access })).body.teamtree.profiles.find((p: { id: string }) => p.id === rootId);
    expect(root.name).toBe('Saved While Away');
    // Written once: the server recorded one rename to the new name.
    const history = await api.get(`/api/teamtree/history?teamtreeId=${treeId}&profileId=${rootId}`, { token: owner.access });
    expect(history.body.entries.filter((e: { changes: Array<{ after: unknown }> }) => e.changes.some((c) => c.after === 'Saved While Away'))).toHaveLength(1);
  });
});
