import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../support/accounts';
import { ApiClient } from '../support/http';
import type { TestServer } from '../support/test-server';
import { signedInBrowser, startAppServer } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes, type TestBrowser } from './support/browser';
import { addPartner, createPartnerUnder, plantTree } from './support/trees';

/** Categories on a BASIC tree (one distinct name allowed) whose 'Rank' is already in use. */
let server: TestServer;
let api: ApiClient;
let owner: TestUser;
let browser: TestBrowser;
let treeId = '';

const createPartnerDialog = (page: Page): Promise<Locator> => createPartnerUnder(page, server.url, treeId, 'Root Rita');

beforeAll(async () => {
  server = await startAppServer();
  api = new ApiClient(server.url);
  owner = await registerUser(api, { firstName: 'Olga', lastName: 'Owner' });
  const planted = await plantTree(api, owner, 'Rank Team', 'Root Rita');
  treeId = planted.treeId;
  await api.put('/api/teamtree/profile', { id: planted.rootId, categories: [{ name: 'Rank', value: 'Gold' }] }, { token: owner.access });
  await addPartner(api, owner, treeId, planted.rootId, 'Silvia', { categories: [{ name: 'Rank', value: 'Silver' }] });
  browser = await signedInBrowser(server.url, owner);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('categories at the plan limit', () => {
  it("another partner can carry the tree's 'Rank', chosen from the name and option suggestions", async () => {
    const { page } = browser;
    const dialog = await createPartnerDialog(page);
    await dialog.locator('input[name="name"]').fill('Nina New');
    await dialog.locator('input[name="billDate"]').fill('2031-03-04');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    expect(await dialog.getByText(/You have reached the category limit/).count()).toBe(0);

    const title = dialog.getByLabel('Category 1 title');
    const listId = await title.getAttribute('list');
    expect(await page.evaluate<string[]>(`[...document.querySelectorAll('datalist[id="${listId}"] option')].map((option) => option.value)`)).toEqual(['Rank']);
    await title.fill('Rank');
    const option = dialog.getByRole('combobox', { name: 'Category 1 option' });
    await option.focus();
    const list = dialog.getByRole('listbox', { name: 'Suggestions for Rank' });
    await list.getByRole('option', { name: 'Silver' }).waitFor();
    expect(await list.getByRole('option').allTextContents()).toEqual(['Gold', 'Silver']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'category-suggestions-1024');
    await option.press('ArrowDown');
    await option.press('ArrowDown');
    await option.press('Enter');
    expect(await option.inputValue()).toBe('Silver');
    await list.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = await api.get(`/api/teamtree/status?teamtreeId=${treeId}`, { token: owner.access });
    const nina = status.body.teamtree.profiles.find((p: { name: string }) => p.name === 'Nina New');
    expect(nina.categories).toEqual([{ name: 'Rank', value: 'Silver' }]);
  });

  it('a second category name is still refused on BASIC, with the upgrade message', async () => {
    const { page } = browser;
    const dialog = await createPartnerDialog(page);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByLabel('Category 1 title').fill('Rank');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByText('You have reached the category limit for your BASIC plan (1 categories). Upgrade to add more!').waitFor();
    // 'Upgrade' says where to go: this owner is no operator, so whom to ask.
    await dialog.getByText(/Plans are changed by the TeamTree operators/).waitFor();
    await dialog.getByLabel('Category 1 title').fill('Team');
    await dialog.getByText('You can only have 1 different categories with your BASIC plan').waitFor();
  });
});
