import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { expectFitsPhone } from './support/phone-layout';
import { chooseOwnProfile, openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The rank plan in the Share dialog (issue 38 item 5; docs/figures.md "Rank plan in the app"):
 * the owner lists the company's ranks, lowest first, with numbers as the language shown writes
 * them; the plan lands on the real server (the status answer's `teamtree.rankPlan`) and comes back
 * when the dialog opens again. A wrong value is named beside its field and nothing is sent. An
 * EDIT member gets no editor.
 */
const app = useApp({ clock: 'real' });

const team = useTeam(app, {
  tree: 'Rank Team',
  root: 'Rita Root',
  member: { firstName: 'Eddi', lastName: 'Editor' },
  seed: async (t) => {
    expect((await app.api.put('/api/teamtree/share', { memberId: t.memberId, permission: 'EDIT' }, { token: t.owner.access })).status).toBe(200);
    await chooseOwnProfile(app.api, t.member, t.treeId, await t.addPartner('Eddi Editor'));
  },
});

const BRONZE = { name: 'Bronze', minPv: 100, minTeamVolume: 1000, maxLegShare: null };
const SILVER = { name: 'Silver', minPv: 100, minTeamVolume: 5000.5, maxLegShare: 0.5 };
const GOLD = { name: 'Gold', minPv: 200, minTeamVolume: 12500.75, maxLegShare: 0.4 };

async function savedPlan(token = team.owner.access) {
  const status = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token });
  return status.body.teamtree.rankPlan;
}

/** Opens the tree's Share dialog (`share` / `title` in the language shown) and answers its 'Rank plan' form. */
async function openRankPlan(page: Page, texts = { share: 'Share', title: 'Share Rank Team', heading: 'Rank plan' }) {
  await openTree(page, app.url, team.treeId);
  await page.getByRole('button', { name: texts.share, exact: true }).click();
  const form = page.getByRole('dialog', { name: texts.title }).getByRole('form', { name: texts.heading });
  await form.waitFor();
  return form;
}

/** The rank-plan writes the page sends. */
function recordPlanWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/teamtree/rank-plan')) writes.push(request.method());
  });
  return writes;
}

/** The focused control's aria-label, else its name attribute. */
const focusedName = (page: Page) => page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.getAttribute('name') ?? null`);

describe('the rank plan in the Share dialog', () => {
  it('the owner adds three ranks with English numbers, orders them by keyboard, saves, and sees them again', async () => {
    const page = team.browser.page;
    const form = await openRankPlan(page);
    await form.getByText('No ranks yet.').waitFor();
    expect(await form.getByRole('button', { name: 'Save rank plan' }).isDisabled()).toBe(true);

    const typeRank = async (place: number, name: string, minPv: string, minTeamVolume: string, share: string) => {
      await form.getByRole('button', { name: 'Add rank' }).click();
      // The new rank's name has the focus.
      await page.keyboard.type(name);
      const rank = form.getByRole('group', { name: `Rank ${place}` });
      expect(await rank.getByRole('textbox', { name: 'Rank name' }).inputValue()).toBe(name);
      await rank.getByRole('textbox', { name: 'Minimum PV' }).fill(minPv);
      await rank.getByRole('textbox', { name: 'Minimum team volume' }).fill(minTeamVolume);
      await rank.getByRole('textbox', { name: 'Largest share from one leg (%)' }).fill(share);
    };
    await typeRank(1, 'Bronze', '100', '1,000', '');
    await typeRank(2, 'Gold', '200', '12,500.75', '40');
    await typeRank(3, 'Silver', '100', '5000.5', '50 %');

    // Silver moves below Gold with the keyboard; the focus stays on the rank moved.
    await form.getByRole('button', { name: 'Move rank 3 up' }).focus();
    await page.keyboard.press('Enter');
    expect(await form.getByRole('group', { name: 'Rank 2' }).getByRole('textbox', { name: 'Rank name' }).inputValue()).toBe('Silver');
    expect(await focusedName(page)).toBe('Move rank 2 up');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Save rank plan' }).click();
    await form.getByText('Rank plan saved.').waitFor();
    expect(await savedPlan()).toEqual([BRONZE, SILVER, GOLD]);
    // Once the tree's status holds the plan, its numbers read as English writes them.
    await expect.poll(() => form.getByRole('group', { name: 'Rank 2' }).getByRole('textbox', { name: 'Minimum team volume' }).inputValue()).toBe('5,000.5');

    await page.keyboard.press('Escape');
    const again = await openRankPlan(page);
    const gold = again.getByRole('group', { name: 'Rank 3' });
    await expect.poll(() => gold.getByRole('textbox', { name: 'Rank name' }).inputValue()).toBe('Gold');
    expect(await gold.getByRole('textbox', { name: 'Minimum team volume' }).inputValue()).toBe('12,500.75');
    expect(await gold.getByRole('textbox', { name: 'Largest share from one leg (%)' }).inputValue()).toBe('40');
    expect(await again.getByRole('group', { name: 'Rank 2' }).getByRole('textbox', { name: 'Minimum team volume' }).inputValue()).toBe('5,000.5');
    expect(await again.getByRole('group', { name: 'Rank 1' }).getByRole('textbox', { name: 'Largest share from one leg (%)' }).inputValue()).toBe('');
    expect(await again.getByRole('button', { name: 'Save rank plan' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('a wrong value is named beside its field and nothing is sent; what was typed stays until it is right', async () => {
    const page = team.browser.page;
    const form = await openRankPlan(page);
    const writes = recordPlanWrites(page);
    await form.getByRole('group', { name: 'Rank 3' }).waitFor();
    await form.getByRole('button', { name: 'Add rank' }).click();
    const diamond = form.getByRole('group', { name: 'Rank 4' });
    await diamond.getByRole('textbox', { name: 'Rank name' }).fill('Diamond');
    await diamond.getByRole('textbox', { name: 'Minimum PV' }).fill('-5');
    // English numbers: '20.000' has three decimals.
    await diamond.getByRole('textbox', { name: 'Minimum team volume' }).fill('20.000');
    await diamond.getByRole('textbox', { name: 'Largest share from one leg (%)' }).fill('120');

    await form.getByRole('button', { name: 'Save rank plan' }).click();
    await form.getByText('Please correct the marked fields. Nothing was sent.').waitFor();
    await diamond.getByText('Must be 0 or more.').waitFor();
    await diamond.getByText('At most 2 decimals.').waitFor();
    await diamond.getByText('Enter a percentage from 0 to 100, or leave it empty.').waitFor();
    expect(await diamond.getByRole('textbox', { name: 'Minimum PV' }).getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toBe('minPv');

    // Fixed one by one, each message goes; a team volume below Gold's is refused too.
    await diamond.getByRole('textbox', { name: 'Minimum PV' }).fill('300');
    await diamond.getByText('Must be 0 or more.').waitFor({ state: 'detached' });
    await diamond.getByRole('textbox', { name: 'Minimum team volume' }).fill('2,000');
    await diamond.getByText('Must not be below the ranks before it (lowest rank first).').waitFor();
    await form.getByRole('button', { name: 'Save rank plan' }).click();
    expect(await diamond.getByRole('textbox', { name: 'Rank name' }).inputValue()).toBe('Diamond');
    expect(writes).toEqual([]);
    expect(await savedPlan()).toEqual([BRONZE, SILVER, GOLD]);

    await diamond.getByRole('textbox', { name: 'Minimum team volume' }).fill('20,000');
    await diamond.getByRole('textbox', { name: 'Largest share from one leg (%)' }).fill('');
    await form.getByRole('button', { name: 'Save rank plan' }).click();
    await form.getByText('Rank plan saved.').waitFor();
    expect(writes).toEqual(['PUT']);
    expect(await savedPlan()).toEqual([BRONZE, SILVER, GOLD, { name: 'Diamond', minPv: 300, minTeamVolume: 20000, maxLegShare: null }]);
    await page.keyboard.press('Escape');
  });

  it('an EDIT member gets no rank plan editor, and the server refuses their write', async () => {
    const page = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Rank Team' });
    await dialog.getByRole('button', { name: 'Leave this TeamTree' }).waitFor();
    expect(await dialog.getByRole('form', { name: 'Rank plan' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Add rank' }).count()).toBe(0);

    const write = await app.api.put('/api/teamtree/rank-plan', { teamtreeId: team.treeId, ranks: [] }, { token: team.member.access });
    expect(write.status).toBe(403);
    expect(await savedPlan(team.member.access)).toHaveLength(4);
    await page.keyboard.press('Escape');
  });

  it('fits a 360 px phone, every control reachable and large enough', async () => {
    const { page } = await app.signedIn(team.owner, { width: 360, height: 800 });
    await openTree(page, app.url, team.treeId);
    // On a phone 'Share' waits under 'More'.
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('dialog', { name: 'More' }).getByRole('button', { name: 'Share' }).click();
    const form = page.getByRole('dialog', { name: 'Share Rank Team' }).getByRole('form', { name: 'Rank plan' });
    await form.getByRole('group', { name: 'Rank 4' }).waitFor();
    await expectFitsPhone(page, 'rank plan', '[role="dialog"]');
  });

  it('in German the plan reads and takes German numbers', async () => {
    expect((await app.api.put('/api/auth/language', { language: 'de' }, { token: team.owner.access })).status).toBe(200);
    const page = team.browser.page;
    const form = await openRankPlan(page, { share: 'Teilen', title: 'Rank Team teilen', heading: 'Rangplan' });
    const gold = form.getByRole('group', { name: 'Rang 3' });
    await expect.poll(() => gold.getByRole('textbox', { name: 'Mindest-Teamvolumen' }).inputValue()).toBe('12.500,75');
    expect(await form.getByRole('group', { name: 'Rang 4' }).getByRole('textbox', { name: 'Mindest-Teamvolumen' }).inputValue()).toBe('20.000');

    await gold.getByRole('textbox', { name: 'Mindest-PV' }).fill('1.234,5');
    await gold.getByRole('textbox', { name: 'Max. Anteil aus einem Bein (%)' }).fill('33,33');
    await form.getByRole('button', { name: 'Rangplan speichern' }).click();
    await form.getByText('Rangplan gespeichert.').waitFor();
    const plan = await savedPlan();
    expect(plan[2]).toEqual({ name: 'Gold', minPv: 1234.5, minTeamVolume: 12500.75, maxLegShare: 0.3333 });
    await page.keyboard.press('Escape');
  });
});
