import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { createPartnerUnder } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** Categories on a BASIC tree (one distinct name allowed) whose 'Rank' is already in use. */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const team = useTeam(app, {
  tree: 'Rank Team',
  root: 'Root Rita',
  seed: async (planted) => {
    await app.api.put('/api/teamtree/profile', { id: planted.rootId, categories: [{ name: 'Rank', value: 'Gold' }] }, { token: planted.owner.access });
    await planted.addPartner('Silvia', planted.rootId, { categories: [{ name: 'Rank', value: 'Silver' }] });
  },
});

const createPartnerDialog = (page: Page): Promise<Locator> => createPartnerUnder(page, app.url, team.treeId, 'Root Rita');

describe('categories at the plan limit', () => {
  it("another partner can carry the tree's 'Rank', chosen from the name and option suggestions", async () => {
    const { page } = team.browser;
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
    const status = await api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    const nina = status.body.teamtree.profiles.find((p: { name: string }) => p.name === 'Nina New');
    expect(nina.categories).toEqual([{ name: 'Rank', value: 'Silver' }]);
  });

  it('a second category name is still refused on BASIC, with the upgrade message', async () => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    // A name first: leaving the empty name shows its error, and in a dialog at its full height that line moves the button away from under the pointer.
    await dialog.locator('input[name="name"]').fill('Tina Team');
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
