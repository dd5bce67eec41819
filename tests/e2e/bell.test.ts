import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import type { TestServer } from '../support/test-server';
import { signedInBrowser, startAppServer } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes, type TestBrowser } from './support/browser';
import { daysFromToday } from './support/seed';
import { addPartner, openTree, plantTree } from './support/trees';

/** The bell (issue 14, item 4): what is due in the next 7 days, and what changed since the last look. */
let server: TestServer;
let api: ApiClient;
let owner: TestUser;
let browser: TestBrowser;
let treeId = '';
let bertId = '';

beforeAll(async () => {
  server = await startAppServer();
  api = new ApiClient(server.url);
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  const planted = await plantTree(api, owner, 'Bell Team', 'Root Rita');
  treeId = planted.treeId;
  await addPartner(api, owner, treeId, planted.rootId, 'Anna Soon', { billDate: daysFromToday(2) });
  bertId = await addPartner(api, owner, treeId, planted.rootId, 'Bert Birthday', { birthday: `1992${daysFromToday(3).slice(4)}` });
  await addPartner(api, owner, treeId, planted.rootId, 'Carla Later', { billDate: daysFromToday(30), birthday: `1992${daysFromToday(20).slice(4)}` });
  browser = await signedInBrowser(server.url, owner);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the notifications bell', () => {
  it('lists the bill dates and birthdays of the next 7 days, each opening its partner', async () => {
    const { page } = browser;
    await openTree(page, server.url, treeId);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const due = bell.getByRole('list', { name: 'Due in the next 7 days' });
    await due.waitFor();
    expect(await due.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Anna Soon\s+Bill date\s+in 2 days$/),
      expect.stringMatching(/^Bert Birthday\s+Birthday \(turns \d+\)\s+in 3 days$/),
    ]);
    await screenshotThemes(page, 'bell-due');
    expect(await seriousViolations(page)).toEqual([]);

    // An entry closes the bell and opens its partner.
    await due.getByRole('link', { name: 'Bert Birthday' }).click();
    await bell.waitFor({ state: 'detached' });
    await page.waitForURL(`**/teamtree?teamtreeId=${treeId}&partnerId=${bertId}`);
    await page.getByRole('toolbar', { name: 'Actions for Bert Birthday' }).waitFor();
  });

  it('shows what changed since the bell was last opened, and forgets it once seen', async () => {
    const { page } = browser;
    const trigger = page.getByRole('button', { name: /^Notifications/ });
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const changed = bell.getByRole('list', { name: 'Changed since you last looked' });
    // The first test opened and closed the bell: that was the last look.
    expect(await bell.count()).toBe(0);

    const res = await api.put('/api/teamtree/profile', { id: bertId, name: 'Bert Renamed' }, { token: owner.access });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: /^Select Bert Renamed \(/ }).waitFor({ state: 'attached' });
    await trigger.click();
    await changed.getByRole('link', { name: 'Bert Renamed' }).waitFor();
    expect(await changed.getByRole('listitem').count()).toBe(1);
    await screenshotThemes(page, 'bell-changed');

    await page.keyboard.press('Escape');
    await bell.waitFor({ state: 'detached' });
    await trigger.click();
    await bell.getByRole('list', { name: 'Due in the next 7 days' }).waitFor();
    expect(await changed.count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});
