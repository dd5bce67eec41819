import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { chooseOwnProfile, openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/*
 * Ordered categories (issue 34, docs/profiles.md "Ordered categories"): the owner declares
 * 'Rank': Bronze < Silver < Gold in the Share dialog; the partner form then offers those values in
 * a choice list, and Teambars and the Teamlist show Rank in that order, not A-Z (Bronze, Gold,
 * Platin, Silver), for every member, live.
 */
const app = useApp({ clock: 'fixed' });
const team = useTeam(app, {
  tree: 'Rita Root',
  member: { firstName: 'Carl', lastName: 'Cole' },
  seed: async (planted) => {
    await planted.addPartner('Anna Alt', planted.rootId, { categories: [{ name: 'Rank', value: 'Gold' }] });
    await planted.addPartner('Bert Bauer', planted.rootId, { categories: [{ name: 'Rank', value: 'Silver' }] });
    const carl = await planted.addPartner('Carl Cole', planted.rootId, { categories: [{ name: 'Rank', value: 'Bronze' }] });
    await planted.addPartner('Dora Dahl', planted.rootId, { categories: [{ name: 'Rank', value: 'Platin' }] });
    await planted.addPartner('Emil Ernst', planted.rootId);
    // The READ member is Carl.
    await chooseOwnProfile(app.api, planted.member, planted.treeId, carl);
  },
});

const barTitles = (page: Page) => page.locator('section h2 > span:first-child').allInnerTexts();
const names = (page: Page) => page.locator('tbody tr td[data-column="name"]').allInnerTexts();

async function teambarsByRank(page: Page): Promise<void> {
  await page.goto(`${app.url}/teambars`);
  await page.getByRole('heading', { name: 'Teambars' }).waitFor();
  await page.selectOption('#bars-grouping', 'category:Rank');
  await page.getByRole('list', { name: 'No Rank' }).waitFor();
}

/** The Edit Partner dialog of a partner, from the tree page. */
async function editPartner(page: Page, name: string) {
  await openTree(page, app.url, team.treeId);
  await selectPartner(page, name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Partner' });
  await dialog.waitFor();
  return dialog;
}

describe('the ordered category', () => {
  it('the owner declares Rank: Bronze < Silver < Gold; a READ member’s Teambars follow it live', async () => {
    const reader = team.memberBrowser.page;
    await teambarsByRank(reader);
    expect(await barTitles(reader)).toEqual(['Bronze', 'Gold', 'Platin', 'Silver', 'No Rank']);

    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share Rita Root' });
    const section = share.getByRole('form', { name: 'Ordered categories' });
    await section.getByLabel('Category', { exact: true }).fill('Rank');
    const newValue = section.getByLabel('New value');
    for (const value of ['bronze', 'Gold']) {
      await newValue.fill(value);
      await newValue.press('Enter');
    }
    await newValue.fill('Silver');
    await section.getByRole('button', { name: 'Add value' }).click();
    // A value twice is refused before anything is sent.
    await newValue.fill('gold');
    await newValue.press('Enter');
    await section.getByText('"Gold" is listed twice: each ordered value must be different').waitFor();
    await newValue.fill('');
    await section.getByRole('button', { name: 'Move Silver up' }).click();
    const values = section.getByRole('list', { name: 'Ordered values of Rank' }).getByRole('listitem');
    expect(await values.allInnerTexts()).toEqual([expect.stringContaining('1. Bronze'), expect.stringContaining('2. Silver'), expect.stringContaining('3. Gold')]);
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Save order' }).click();
    await section.getByRole('status').filter({ hasText: 'Order saved.' }).waitFor();
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });

    // The READ member's open page hears of it and shows the bars in the declared order.
    await expect.poll(() => barTitles(reader), { timeout: 10_000 }).toEqual(['Bronze', 'Silver', 'Gold', 'Platin', 'No Rank']);
  });

  it("a partner's Rank is chosen from the list; a value outside it is kept and marked", async () => {
    const { page } = team.browser;
    const dialog = await editPartner(page, 'Emil Ernst');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByLabel('Category 1 title').fill('Rank');
    const choice = dialog.getByRole('combobox', { name: 'Category 1 option' });
    expect(await choice.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await choice.locator('option').allInnerTexts()).toEqual(['No value', 'Bronze', 'Silver', 'Gold']);
    await choice.selectOption('Silver');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const status = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
        return status.body.teamtree.profiles.find((p: { name: string }) => p.name === 'Emil Ernst')?.categories;
      })
      .toEqual([{ name: 'Rank', value: 'Silver' }]);

    const dora = await editPartner(page, 'Dora Dahl');
    const held = dora.getByRole('combobox', { name: 'Category 1 option' });
    expect(await held.inputValue()).toBe('Platin');
    expect(await held.locator('option').allInnerTexts()).toEqual(['No value', 'Platin (not in the list)', 'Bronze', 'Silver', 'Gold']);
    await dora.getByText('"Platin" is not one of the ordered values; it is kept until you choose another.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dora.waitFor({ state: 'detached' });
  });

  it('Teambars grouped by Rank show Bronze, Silver, Gold, then values outside the order', async () => {
    const { page } = team.browser;
    await teambarsByRank(page);
    expect(await barTitles(page)).toEqual(['Bronze', 'Silver', 'Gold', 'Platin', 'No Rank']);
    expect(await page.getByRole('list', { name: 'Silver', exact: true }).locator('li p.font-medium').allInnerTexts()).toEqual(['Bert Bauer', 'Emil Ernst']);
  });

  it("the Teamlist's Rank column sorts in the declared order both ways, values outside it and empty ones after", async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teamlist`);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Rank' }).check();
    await page.keyboard.press('Escape');
    const header = page.locator('thead th[data-column="category:Rank"]');
    await header.getByRole('button', { name: 'Rank', exact: true }).click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await names(page)).toEqual(['Carl Cole', 'Bert Bauer', 'Emil Ernst', 'Anna Alt', 'Dora Dahl', 'Rita Root']);
    await header.getByRole('button', { name: 'Rank', exact: true }).click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    // Equal values keep the name order.
    expect(await names(page)).toEqual(['Anna Alt', 'Bert Bauer', 'Emil Ernst', 'Carl Cole', 'Dora Dahl', 'Rita Root']);
  });
});
