import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { birthdayIn, fixedDay } from './support/fixed-clock';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The bell (issue 14, item 4; issue 22, item 3): its number counts what needs an action (reminders
 * due today or before, today's birthdays), never bill dates; its list names those entries, counts
 * the rest of the next 7 days and leads to Today; and it shows what changed since the last look.
 */
const app = useApp({ clock: 'fixed' });
let bertId = '';
let emilId = '';
const team = useTeam(app, {
  tree: 'Bell Team',
  root: 'Root Rita',
  seed: async (planted) => {
    await planted.addPartner('Anna Soon', planted.rootId, { billDate: fixedDay(2) });
    bertId = await planted.addPartner('Bert Birthday', planted.rootId, { birthday: birthdayIn(3, 37) });
    await planted.addPartner('Carla Later', planted.rootId, { billDate: fixedDay(30), birthday: birthdayIn(20, 37) });
    await planted.addPartner('Dora Due', planted.rootId, { billDate: fixedDay(0), reminders: [{ text: 'Call back', done: false, dueDate: fixedDay(-1) }] });
    emilId = await planted.addPartner('Emil Party', planted.rootId, { birthday: birthdayIn(0, 40) });
  },
});

describe('the notifications bell', () => {
  it('counts and lists what needs an action, sums up the rest of the week, and opens each partner', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    // Two bill dates this week and a birthday in 3 days are no action: the number is 2.
    await page.getByRole('button', { name: /^Notifications\s*2$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const due = bell.getByRole('list', { name: 'Needs action' });
    await due.waitFor();
    expect(await due.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Dora Due\s+Call back\s+1 day overdue$/),
      expect.stringMatching(/^Emil Party\s+Birthday \(turns 40\)\s+today$/),
    ]);
    expect(await bell.getByRole('list', { name: 'Next 7 days' }).getByRole('listitem').allInnerTexts()).toEqual(['2 bill dates this week', '1 birthday this week']);
    await bell.getByRole('link', { name: 'See all on Today' }).waitFor();
    await screenshotThemes(page, 'bell-due');
    expect(await seriousViolations(page)).toEqual([]);

    // An entry closes the bell and opens its partner.
    await due.getByRole('link', { name: 'Emil Party' }).click();
    await bell.waitFor({ state: 'detached' });
    await page.waitForURL(`**/teamtree?teamtreeId=${team.treeId}&partnerId=${emilId}`);
    await page.getByRole('toolbar', { name: 'Actions for Emil Party' }).waitFor();
  });

  it('shows what changed since the bell was last opened, and forgets it once seen', async () => {
    const { page } = team.browser;
    const trigger = page.getByRole('button', { name: /^Notifications/ });
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const changed = bell.getByRole('list', { name: 'Changed since you last looked' });
    // The first test opened and closed the bell: that was the last look.
    expect(await bell.count()).toBe(0);

    const res = await app.api.put('/api/teamtree/profile', { id: bertId, name: 'Bert Renamed' }, { token: team.owner.access });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: /^Select Bert Renamed \(/ }).waitFor({ state: 'attached' });
    await trigger.click();
    await changed.getByRole('link', { name: 'Bert Renamed' }).waitFor();
    expect(await changed.getByRole('listitem').count()).toBe(1);
    await screenshotThemes(page, 'bell-changed');

    await page.keyboard.press('Escape');
    await bell.waitFor({ state: 'detached' });
    await trigger.click();
    await bell.getByRole('list', { name: 'Needs action' }).waitFor();
    expect(await changed.count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});
