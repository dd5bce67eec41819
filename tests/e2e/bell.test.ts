import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { birthdayIn, fixedDay } from './support/fixed-clock';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** The bell (issue 14, item 4): what is due in the next 7 days, and what changed since the last look. */
const app = useApp({ clock: 'fixed' });
let bertId = '';
const team = useTeam(app, {
  tree: 'Bell Team',
  root: 'Root Rita',
  seed: async (planted) => {
    await planted.addPartner('Anna Soon', planted.rootId, { billDate: fixedDay(2) });
    bertId = await planted.addPartner('Bert Birthday', planted.rootId, { birthday: birthdayIn(3, 37) });
    await planted.addPartner('Carla Later', planted.rootId, { billDate: fixedDay(30), birthday: birthdayIn(20, 37) });
  },
});

describe('the notifications bell', () => {
  it('lists the bill dates and birthdays of the next 7 days, each opening its partner', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    const due = bell.getByRole('list', { name: 'Due in the next 7 days' });
    await due.waitFor();
    expect(await due.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Anna Soon\s+Bill date\s+in 2 days$/),
      expect.stringMatching(/^Bert Birthday\s+Birthday \(turns 37\)\s+in 3 days$/),
    ]);
    await screenshotThemes(page, 'bell-due');
    expect(await seriousViolations(page)).toEqual([]);

    // An entry closes the bell and opens its partner.
    await due.getByRole('link', { name: 'Bert Birthday' }).click();
    await bell.waitFor({ state: 'detached' });
    await page.waitForURL(`**/teamtree?teamtreeId=${team.treeId}&partnerId=${bertId}`);
    await page.getByRole('toolbar', { name: 'Actions for Bert Birthday' }).waitFor();
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
    await bell.getByRole('list', { name: 'Due in the next 7 days' }).waitFor();
    expect(await changed.count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});
