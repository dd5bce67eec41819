import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { fixedDay } from './support/fixed-clock';
import { chooseOwnProfile, openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * What READ members see (issue 26 item 5): the owner chooses in the Share dialog; a READ member's
 * open page follows at once and says 'Hidden by the owner' where the field would be.
 */

const app = useApp({ clock: 'fixed' });
let paulaId = '';
const team = useTeam(app, {
  tree: 'Rita Root',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    paulaId = await planted.addPartner('Paula Partner', planted.rootId, {
      phone: '+49 1701234567',
      birthday: '1991-02-03',
      billDate: fixedDay(2),
      reminders: [{ text: 'Ask about the order', done: false }],
    });
    await chooseOwnProfile(app.api, planted.member, planted.treeId, await planted.addPartner('Mia Member'));
    const columns = { __v: 1, value: { teamlist: { visibleCols: ['name', 'phone', 'birthday', 'billDate'] } } };
    expect((await app.api.post('/api/user/settings', { settings: columns }, { token: planted.member.access })).status).toBe(200);
  },
});

const callPaula = (page: Page) => page.getByRole('dialog', { name: 'Paula Partner' }).getByRole('link', { name: /^Call Paula Partner, \+/ });
const hiddenNotes = (page: Page) => page.getByRole('dialog', { name: 'Paula Partner' }).getByText('Hidden by the owner', { exact: true });

async function openDetails(page: Page) {
  await openTree(page, app.url, team.treeId);
  await selectPartner(page, 'Paula Partner');
  await page.getByRole('button', { name: 'Details of Paula Partner' }).click();
  await page.getByRole('dialog', { name: 'Paula Partner' }).waitFor();
}

/** The owner ticks or unticks the three boxes in the Share dialog and saves. */
async function ownerChooses(page: Page, seen: { phone: boolean; birthday: boolean; reminders: boolean }) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Rita Root' });
  const boxes = {
    phone: share.getByRole('checkbox', { name: 'READ members see phone numbers' }),
    birthday: share.getByRole('checkbox', { name: 'READ members see birthdays' }),
    reminders: share.getByRole('checkbox', { name: 'READ members see reminders' }),
  };
  for (const [field, box] of Object.entries(boxes)) await box.setChecked(seen[field as keyof typeof seen]);
  await share.getByRole('button', { name: 'Save what READ members see' }).click();
  await share.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'detached' });
}

describe('what READ members see', () => {
  it("the owner hides phones and birthdays: the READ member's open details say 'Hidden by the owner' at once, and show them again when allowed", async () => {
    const owner = team.browser.page;
    const member = team.memberBrowser.page;
    await openDetails(member);
    await callPaula(member).waitFor();
    expect(await hiddenNotes(member).count()).toBe(0);
    // A READ member's details lead to no editing.
    for (const name of ['Edit', 'Add reminder']) expect(await member.getByRole('dialog', { name: 'Paula Partner' }).getByRole('button', { name, exact: true }).count()).toBe(0);

    await openTree(owner, app.url, team.treeId);
    await ownerChooses(owner, { phone: false, birthday: false, reminders: true });
    // The dialog's save keeps what it does not change: notes stay hidden, as on every new tree.
    const privacy = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    expect(privacy.body.teamtree.privacy.hideFromRead).toEqual(['phone', 'birthday', 'activities']);

    await expect.poll(() => hiddenNotes(member).count(), { timeout: 10_000 }).toBe(2);
    expect(await callPaula(member).count()).toBe(0);
    const details = member.getByRole('dialog', { name: 'Paula Partner' });
    expect(await details.innerText()).not.toMatch(/1701234567|170 1234567|03\.02\.1991/);
    expect(await details.getByText('Ask about the order').count()).toBe(1);
    expect(await seriousViolations(member)).toEqual([]);

    // The owner still sees everything.
    await openDetails(owner);
    await callPaula(owner).waitFor();
    expect(await hiddenNotes(owner).count()).toBe(0);
    await owner.keyboard.press('Escape');

    await ownerChooses(owner, { phone: true, birthday: true, reminders: true });
    await callPaula(member).waitFor({ timeout: 10_000 });
    expect(await hiddenNotes(member).count()).toBe(0);
    expect(await details.innerText()).toContain('03.02.1991');
  });

  it("Today, the Teamlist, the day popup and the bell say 'Hidden by the owner' for a READ member where the owner hides the field", async () => {
    const member = team.memberBrowser.page;
    const hide = (hideFromRead: string[]) => app.api.put('/api/teamtree/privacy', { teamtreeId: team.treeId, hideFromRead }, { token: team.owner.access });
    expect((await hide(['phone', 'birthday', 'reminders'])).status).toBe(200);
    try {
      await member.goto(`${app.url}/today`);
      for (const section of ['today-birthdays', 'today-reminders']) {
        await member.locator(`#${section}`).getByText('Hidden by the owner', { exact: true }).waitFor();
      }
      expect(await member.locator('main').innerText()).not.toMatch(/Ask about the order|turns 3/);

      await member.goto(`${app.url}/teamlist`);
      const paula = member.locator('tbody tr').filter({ hasText: 'Paula Partner' });
      await paula.locator('td[data-column="phone"]').getByText('Hidden by the owner', { exact: true }).waitFor();
      expect(await paula.locator('td[data-column="birthday"]').innerText()).toBe('Hidden by the owner');
      expect(await seriousViolations(member)).toEqual([]);

      // The dashboard's day popup (Paula's bill date) and the bell.
      await member.goto(`${app.url}/`);
      await member.locator(`button[data-date="${fixedDay(2)}"]`).click();
      const day = member.getByRole('dialog');
      await day.getByText('Paula Partner').first().waitFor();
      expect(await day.getByText('Hidden by the owner', { exact: true }).count()).toBeGreaterThan(0);
      expect(await day.getByRole('link', { name: /^Call Paula Partner/ }).count()).toBe(0);
      await member.keyboard.press('Escape');
      await day.waitFor({ state: 'detached' });
      await member.getByRole('button', { name: /^Notifications/ }).click();
      const bell = member.getByRole('dialog', { name: 'Notifications' });
      for (const kind of ['Birthdays', 'Reminders']) await bell.getByText(`${kind}: Hidden by the owner`).waitFor();
      await member.keyboard.press('Escape');
    } finally {
      await hide([]);
    }
  });

  it("a READ member's history of a hidden field says '(hidden)', not '(empty)' (issue 34)", async () => {
    const member = team.memberBrowser.page;
    const hide = (hideFromRead: string[]) => app.api.put('/api/teamtree/privacy', { teamtreeId: team.treeId, hideFromRead }, { token: team.owner.access });
    expect((await hide(['phone'])).status).toBe(200);
    try {
      const change = await app.api.put('/api/teamtree/profile', { id: paulaId, phone: '+49 1709876543' }, { token: team.owner.access });
      expect(change.status).toBe(200);
      await openDetails(member);
      const details = member.getByRole('dialog', { name: 'Paula Partner' });
      await details.getByRole('tab', { name: 'History' }).click();
      const history = details.getByRole('list', { name: 'History of Paula Partner' });
      await history.getByText(/changed the phone number \(hidden\)$/).first().waitFor();
      expect(await history.innerText()).not.toMatch(/\(empty\)|1709876543|170 9876543/);
      await member.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
    } finally {
      await hide([]);
    }
  });
});
