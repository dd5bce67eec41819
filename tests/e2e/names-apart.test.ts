import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Issue 24 item 6: names that tell apart. Three 'Anna Krüger' under different uplines read
 * 'Anna Krüger · under <upline>' wherever partners are listed to choose: Find, 'Change
 * upline…', the Upline filter (which has a search box) and 'Select yourself!'.
 */
const app = useApp({ clock: 'fixed' });
const ANNA = 'Anna Krüger';
const LABELS = [`${ANNA} · under Eva Roth`, `${ANNA} · under Max Weber`, `${ANNA} · under Root Rita`];
const ids: Record<string, string> = {};

const team = useTeam(app, {
  tree: 'Twin Team',
  root: 'Root Rita',
  member: { firstName: 'Jana', lastName: 'Joiner' },
  browser: { width: 1280, height: 800 },
  seed: async (t) => {
    ids.max = await t.addPartner('Max Weber');
    ids.eva = await t.addPartner('Eva Roth');
    ids.annaMax = await t.addPartner(ANNA, ids.max);
    ids.annaEva = await t.addPartner(ANNA, ids.eva);
    ids.annaRoot = await t.addPartner(ANNA);
    // Each Anna leads a team, so each is an upline in the filter.
    for (const [n, anna] of [ids.annaMax, ids.annaEva, ids.annaRoot].entries()) await t.addPartner(`Kim ${n + 1}`, anna);
    ids.bert = await t.addPartner('Bert Berg');
  },
});

/** The first line of each option (its label); the second line is the upline. */
const labelsOf = async (page: Page, role: 'option' | 'menuitemcheckbox', scope: Locator = page.locator('body')) =>
  (await scope.getByRole(role).allInnerTexts()).map((text) => text.split('\n')[0].trim());

describe('names that tell apart', () => {
  it('Find and the upline picker show each Anna Krüger with her upline, and the picker moves under the one chosen', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const find = page.getByRole('combobox', { name: 'Find partner' });
    await find.fill('krüger');
    const results = page.getByRole('listbox', { name: 'Matching partners' });
    await results.waitFor();
    expect((await labelsOf(page, 'option', results)).sort()).toEqual(LABELS);
    await screenshotThemes(page, 'names-apart-find');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await selectPartner(page, 'Bert Berg');
    await page.getByRole('button', { name: 'Change upline of Bert Berg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change upline of Bert Berg' });
    await dialog.getByRole('combobox', { name: 'New upline' }).fill('anna');
    await expect.poll(() => labelsOf(page, 'option', dialog)).toEqual(LABELS);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'names-apart-upline-picker');
    await dialog.getByRole('option', { name: new RegExp(`^${LABELS[1]}`) }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access })).body.teamtree.profiles.find((p: { id: string }) => p.id === ids.bert).parentId)
      .toBe(ids.annaMax);
  });

  it('the Upline filter tells the Annas apart and its search box narrows the list', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Filter' }).click();
    const menu = page.getByRole('menu');
    const search = menu.getByRole('searchbox', { name: 'Search uplines' });
    await search.click();
    await page.keyboard.type('krüger');
    await expect.poll(() => labelsOf(page, 'menuitemcheckbox', menu.getByRole('group', { name: 'Uplines' }))).toEqual(LABELS);
    await search.fill('weber');
    await expect.poll(() => labelsOf(page, 'menuitemcheckbox', menu.getByRole('group', { name: 'Uplines' }))).toEqual([LABELS[1], 'Max Weber']);
    expect(await search.inputValue()).toBe('weber'); // typed letters stay in the field
    // ArrowDown goes on to the first upline shown, ArrowUp from it back to the field.
    const focusedText = () => page.evaluate<string>('document.activeElement?.textContent ?? ""');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe(LABELS[1]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => search.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await menu.getByRole('menuitemcheckbox', { name: LABELS[1] }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Filter/ }).innerText()).toMatch(/1$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'names-apart-upline-filter');
  });

  it("'Select yourself!' shows each Anna Krüger with her upline", async () => {
    const page = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    const panel = page.getByRole('complementary', { name: 'Select yourself!' });
    await panel.getByRole('radio').first().waitFor();
    const choices = (await panel.getByRole('radiogroup', { name: 'Your profile' }).locator('label').allInnerTexts()).map((text) => text.trim());
    const annas = choices.filter((label) => label.startsWith(ANNA));
    expect(annas.sort()).toEqual(LABELS);
    await panel.getByRole('radio', { name: LABELS[0] }).check();
    expect(await panel.getByRole('radio', { name: LABELS[0] }).isChecked()).toBe(true);
  });
});
