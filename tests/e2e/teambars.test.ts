import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { screenshot, screenshotThemes } from './support/browser';
import { fixedDay } from './support/fixed-clock';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

const app = useApp({ clock: 'fixed' });
const team = useTeam(app, {
  tree: 'Rita Root',
  browser: {},
  seed: async (planted) => {
    await app.api.put('/api/teamtree/profile', { id: planted.rootId, billDate: fixedDay(90), categories: [{ name: 'Rank', value: 'Gold' }] }, { token: planted.owner.access });
    const anna = await planted.addPartner('Anna Alt', planted.rootId, { phone: '+49 1511111', billDate: fixedDay(3), categories: [{ name: 'Rank', value: 'Silver' }] });
    await planted.addPartner('Bert Bauer', anna, { billDate: fixedDay(-10) });
    await planted.addPartner('Carl Cole', planted.rootId, { billDate: fixedDay(30), categories: [{ name: 'Rank', value: 'Gold' }] });
  },
});

/** The names on the cards of the bar with this title. */
const bar = (page: Page, title: string) => page.getByRole('list', { name: title, exact: true }).locator('li p.font-medium').allInnerTexts();
const barTitles = (page: Page) => page.locator('section h2 > span:first-child').allInnerTexts();

describe('Teambars', () => {
  it('groups the cards by upline by default', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teambars`);
    await page.getByRole('heading', { name: 'Teambars' }).waitFor();
    await page.getByRole('list', { name: 'Rita Root' }).waitFor();
    expect(await page.locator('#bars-grouping').inputValue()).toBe('upline');
    expect(await barTitles(page)).toEqual(['No Upline', 'Anna Alt', 'Rita Root']);
    expect(await bar(page, 'Rita Root')).toEqual(['Anna Alt', 'Carl Cole']);
    expect(await bar(page, 'Anna Alt')).toEqual(['Bert Bauer']);
    const [y, m, d] = fixedDay(3).split('-');
    const annaCard = page.getByRole('listitem').filter({ hasText: 'Anna Alt' }).filter({ hasText: '+49 1511111' });
    await annaCard.getByText(`${d}.${m}.${y}`).waitFor();
    await screenshotThemes(page, 'teambars-upline');
  });

  it('groups by bill date status, with status colours in Bill Date mode', async () => {
    const { page } = team.browser;
    await page.selectOption('#bars-grouping', 'billdate');
    await page.getByRole('list', { name: 'Soon' }).waitFor();
    expect(await barTitles(page)).toEqual(['Active', 'Soon', 'Inactive']);
    expect(await bar(page, 'Active')).toEqual(['Carl Cole', 'Rita Root']);
    expect(await bar(page, 'Soon')).toEqual(['Anna Alt']);
    expect(await bar(page, 'Inactive')).toEqual(['Bert Bauer']);
    await page.getByRole('radio', { name: 'Bill Date' }).click();
    await page.getByRole('list', { name: 'Inactive' }).locator('[data-status="danger"]').waitFor();
    await screenshotThemes(page, 'teambars-billdate');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await page.evaluate<string>("(m => m.scrollWidth + ' ' + m.clientWidth)(document.getElementById('main'))")).toMatch(/^(\d+) \1$/);
    await screenshot(page, 'teambars-1024');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('radio', { name: 'Standard' }).click();
    expect(await page.locator('li [data-status]').count()).toBe(0);
  });

  it("groups by a category's value, 'No {category}' for empty values", async () => {
    const { page } = team.browser;
    await page.selectOption('#bars-grouping', 'category:Rank');
    await page.getByRole('list', { name: 'No Rank' }).waitFor();
    expect(await barTitles(page)).toEqual(['Gold', 'Silver', 'No Rank']);
    expect(await bar(page, 'Gold')).toEqual(['Carl Cole', 'Rita Root']);
    expect(await bar(page, 'No Rank')).toEqual(['Bert Bauer']);
  });

  it("shows 'Keine Profile für diesen Filter.' when the filters leave nobody", async () => {
    const { page } = team.browser;
    // The Filter lives on the list page; its choice holds for the bars too.
    await page.getByRole('link', { name: 'Teamlist' }).click();
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Anna Alt' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Active', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('cell', { name: 'No partners' }).waitFor();
    await page.getByRole('link', { name: 'Teambars' }).click();
    await page.getByText('Keine Profile für diesen Filter.').waitFor();
    await screenshotThemes(page, 'teambars-empty');
  });

  it("shows 'Fehler beim Laden der TeamTree-Daten' when the tree cannot be loaded", async () => {
    const { page } = team.browser;
    await page.route('**/api/teamtree/status?teamtreeId=*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    try {
      await page.goto(`${app.url}/teambars`);
      await page.getByRole('alert').filter({ hasText: 'Fehler beim Laden der TeamTree-Daten' }).waitFor({ timeout: 20_000 });
    } finally {
      await page.unroute('**/api/teamtree/status?teamtreeId=*');
    }
  });

  it("shows the same error when a profile in the tree's answer breaks the contract (checked after the first draw)", async () => {
    const { page } = team.browser;
    await page.route('**/api/teamtree/status?teamtreeId=*', async (route) => {
      const answer = await route.fetch();
      // Only the whole tree is broken; the catch-up read after the room is joined (a 304 or the changes since) passes.
      if (answer.status() !== 200 || new URL(route.request().url()).searchParams.has('since')) return route.fulfill({ response: answer });
      const body = await answer.json();
      body.teamtree.profiles[body.teamtree.profiles.length - 1].version = 'one';
      await route.fulfill({ response: answer, json: body });
    });
    try {
      await page.goto(`${app.url}/teambars`);
      await page.getByRole('alert').filter({ hasText: 'Fehler beim Laden der TeamTree-Daten' }).waitFor({ timeout: 20_000 });
    } finally {
      // A catch-up read may still be in the handler: it ends without one more answer.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});
