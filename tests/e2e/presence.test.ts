import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import type { TestServer } from '../support/test-server';
import { signedInBrowser, startAppServer } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes, type TestBrowser } from './support/browser';
import { addPartner, chooseOwnProfile, joinAsReader, openTree as openTreePage, plantTree, selectPartner } from './support/trees';

/** Who is here (issue 13, item 5): avatars of the others on the tree, and what each has selected. */
let server: TestServer;
let owner: TestUser;
let member: TestUser;
let ownerBrowser: TestBrowser;
let memberBrowser: TestBrowser;
let treeId = '';

const alsoHere = (page: Page) => page.getByRole('list', { name: /^Also here: / });

const openTree = (page: Page) => openTreePage(page, server.url, treeId);

beforeAll(async () => {
  server = await startAppServer();
  const api = new ApiClient(server.url);
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  member = await registerUser(api, { firstName: 'Mia', lastName: 'Member' });
  const planted = await plantTree(api, owner, 'Presence Team');
  treeId = planted.treeId;
  const anna = await addPartner(api, owner, treeId, planted.rootId, 'Anna');
  await joinAsReader(api, owner, member, treeId);
  await chooseOwnProfile(api, member, treeId, anna);
  ownerBrowser = await signedInBrowser(server.url, owner);
  memberBrowser = await signedInBrowser(server.url, member);
}, 180_000);

afterAll(async () => {
  await ownerBrowser?.close();
  await memberBrowser?.close();
  await server?.close();
});

describe('who is here', () => {
  it('each sees the other beside Live, whoever came first', async () => {
    await openTree(ownerBrowser.page);
    await openTree(memberBrowser.page);
    await expect.poll(() => alsoHere(ownerBrowser.page).getAttribute('aria-label')).toBe('Also here: Mia Member');
    await expect.poll(() => alsoHere(memberBrowser.page).getAttribute('aria-label')).toBe('Also here: Olga Owner');
    expect(await alsoHere(ownerBrowser.page).innerText()).toContain('MM');
  });

  it("shows which partner another user has selected, unless they keep it to themselves", async () => {
    const { page } = memberBrowser;
    await selectPartner(page, 'Anna');
    await expect.poll(() => alsoHere(ownerBrowser.page).getAttribute('aria-label')).toBe('Also here: Mia Member (viewing Anna)');
    expect(await seriousViolations(ownerBrowser.page)).toEqual([]);
    await screenshotThemes(ownerBrowser.page, 'tree-presence-1024');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Hide my selection from others' }).click();
    await expect.poll(() => alsoHere(ownerBrowser.page).getAttribute('aria-label')).toBe('Also here: Mia Member');
  });

  it('forgets a user who left (signed out)', async () => {
    const { page } = memberBrowser;
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/signin');
    await alsoHere(ownerBrowser.page).waitFor({ state: 'detached' });
  });
});
