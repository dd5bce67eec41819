import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { chooseOwnProfile, openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Issue 25 in the app (docs/history.md "In the app"): a partner's History tab, the tree's
 * Activity, Undo (the toast, Ctrl+Z, an entry's button) and 'Recently deleted', against the real
 * server; a second page (the READ member's) sees the outcome live.
 */

// The history's times are the server's: the pages keep the machine's clock.
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'History Team',
  root: 'Root Rita',
  member: { firstName: 'Rudi', lastName: 'Reader' },
  seed: async (planted) => {
    await planted.addPartner('Bert', undefined, { billDate: '2031-03-15' });
    await chooseOwnProfile(app.api, planted.member, planted.treeId, await planted.addPartner('Anna'));
  },
  browser: { width: 1280, height: 800 },
});

type Profile = { id: string; name: string; parentId: string | null; version: number };

async function profiles(): Promise<Profile[]> {
  const status = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
  return status.body.teamtree.profiles;
}
const byName = async (name: string) => (await profiles()).find((p) => p.name === name);

async function put(id: string, change: Record<string, unknown>) {
  const res = await app.api.put('/api/teamtree/profile', { id, ...change }, { token: team.owner.access });
  expect(res.status).toBe(200);
}

/** Opens a partner's details on its History tab; answers the list. */
async function historyOf(page: Page, name: string) {
  await selectPartner(page, name);
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('tab', { name: 'History' }).click();
  const list = dialog.getByRole('list', { name: `History of ${name}` });
  await list.waitFor();
  return { dialog, list };
}

describe("a partner's History tab", () => {
  it('shows the rename with both names and the bill date change, newest first, with relative and exact times', async () => {
    const bert = (await byName('Bert'))!;
    await put(bert.id, { name: 'Berta' });
    await put(bert.id, { billDate: '2031-04-01' });
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const { dialog, list } = await historyOf(page, 'Berta');
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toContain('Olga Owner changed the bill date from 15.03.2031 to 01.04.2031');
    expect(await rows.nth(1).textContent()).toContain('Olga Owner changed the name from “Bert” to “Berta”');
    expect(await rows.nth(2).textContent()).toContain('Olga Owner added Bert');
    expect(await rows.nth(0).locator('time').textContent()).toBe('just now');
    expect(await rows.nth(0).textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    // The owner may undo any entry that can still be undone.
    expect(await dialog.getByRole('button', { name: /^Undo: / }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it("reads more with 'Show more' until there is none", async () => {
    const carl = await team.addPartner('Carl');
    for (let i = 0; i < 21; i++) await put(carl, { birthday: `1990-01-${String(i + 1).padStart(2, '0')}` });
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const { dialog, list } = await historyOf(page, 'Carl');
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(20);
    await dialog.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(() => rows.count()).toBe(22);
    expect(await rows.nth(21).textContent()).toContain('Olga Owner added Carl');
    expect(await dialog.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

/** Opens the tree's activity from the wide toolbar's 'History' menu; answers the panel. */
async function openActivity(page: Page) {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Activity' }).click();
  const panel = page.getByRole('dialog', { name: 'Activity' });
  await panel.getByRole('list', { name: 'Activity' }).waitFor();
  return panel;
}

describe("the tree's Activity", () => {
  it('filters by member and by kind of change, and shows a new change live', async () => {
    expect((await app.api.put('/api/teamtree/share', { memberId: team.memberId, permission: 'EDIT' }, { token: team.owner.access })).status).toBe(200);
    const dora = await app.api.post('/api/teamtree/profile', { teamtreeId: team.treeId, parentId: team.rootId, name: 'Dora', billDate: '2031-01-01' }, { token: team.member.access });
    expect(dora.status).toBe(201);
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const panel = await openActivity(page);
    const rows = panel.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    await expect.poll(async () => (await rows.allTextContents()).some((t) => t.startsWith('Olga Owner changed the birthday of Carl from 20.01.1990 to 21.01.1990'))).toBe(true);
    expect(await rows.first().textContent()).toContain('Rudi Reader added Dora');

    await panel.getByLabel('Member').selectOption('Rudi Reader');
    await expect.poll(() => rows.count()).toBe(1);
    await panel.getByLabel('Member').selectOption('All members');
    await panel.getByLabel('Kind of change').selectOption('Changed');
    await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes(' changed '))).toBe(true);
    // The server filters: an addition older than the first page's 20 entries is found at once.
    await panel.getByLabel('Kind of change').selectOption('Added');
    await panel.getByRole('list', { name: 'Activity' }).getByText('Olga Owner added Carl').waitFor();
    await panel.getByLabel('Member').selectOption('Olga Owner');
    await expect.poll(async () => (await rows.allTextContents()).every((t) => t.startsWith('Olga Owner added '))).toBe(true);
    await panel.getByLabel('Member').selectOption('All members');
    expect(await seriousViolations(page)).toEqual([]);

    // Another member's delete reaches the open panel without a reload.
    await panel.getByLabel('Kind of change').selectOption('Deleted');
    await panel.getByText('No changes match the filters.').waitFor();
    expect((await app.api.delete(`/api/teamtree/profile?id=${dora.body.profile.id}`, { token: team.member.access })).status).toBe(200);
    await panel.getByRole('list', { name: 'Activity' }).getByText('Rudi Reader deleted Dora').waitFor();
    await page.keyboard.press('Escape');
  });

  it("opens from 'Tree tools' on a phone as a full-height sheet that fits the screen", async () => {
    const phone = await app.signedIn(team.owner, PHONES[0]);
    await openTree(phone.page, app.url, team.treeId);
    await phone.page.getByRole('button', { name: 'Tree tools' }).click();
    await phone.page.getByRole('menuitem', { name: 'Activity' }).click();
    const panel = phone.page.getByRole('dialog', { name: 'Activity' });
    await panel.getByRole('list', { name: 'Activity' }).waitFor();
    const box = (await panel.boundingBox())!;
    expect(box.height).toBe(PHONES[0].height);
    await expectFitsPhone(phone.page, 'the Activity sheet', '[role="dialog"]');
  });
});

/** The screen-reader list's entry of a partner: present exactly when the page holds it. */
const shows = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Select ${name} \\(`) }).waitFor({ state: 'attached' });

/** Renames a partner through the Edit Partner dialog. */
async function renameInDialog(page: Page, from: string, to: string) {
  await selectPartner(page, from);
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Partner' });
  await edit.locator('input[name="name"]').fill(to);
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'detached' });
}

describe('Undo', () => {
  it("undoes a rename from the toast's 'Undo': the old name is back, on a second page too", async () => {
    const { page } = team.browser;
    const other = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await openTree(other, app.url, team.treeId);
    await renameInDialog(page, 'Berta', 'Berta Blau');
    await shows(other, 'Berta Blau');
    const toast = page.getByRole('status').filter({ hasText: 'Changes to Berta Blau saved.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await shows(page, 'Berta');
    await shows(other, 'Berta');
    await page.getByRole('status').filter({ hasText: 'The change was undone.' }).waitFor();
    expect((await byName('Berta'))?.name).toBe('Berta');
  });

  it('undoes the last own change with Ctrl+Z on the tree page', async () => {
    const { page } = team.browser;
    const other = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await openTree(other, app.url, team.treeId);
    await renameInDialog(page, 'Carl', 'Carlo');
    await page.getByRole('status').filter({ hasText: 'Changes to Carlo saved.' }).waitFor();
    // The focus is back on the tree's buttons, not in a field: the key is the page's.
    await page.keyboard.press('Control+z');
    await shows(page, 'Carl');
    await shows(other, 'Carl');
    expect(await byName('Carlo')).toBeUndefined();
  });

  it("shows the server's reason when the partner changed since (409)", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await renameInDialog(page, 'Carl', 'Carla');
    const toast = page.getByRole('status').filter({ hasText: 'Changes to Carla saved.' });
    await toast.waitFor();
    // Another member changes the same partner while the toast still offers 'Undo'.
    const carla = (await byName('Carla'))!;
    expect((await app.api.put('/api/teamtree/profile', { id: carla.id, birthday: '1991-02-03' }, { token: team.member.access })).status).toBe(200);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'This change can no longer be undone: the partner has changed since.' }).waitFor();
    expect((await byName('Carla'))?.name).toBe('Carla');
  });

  it("undoes an entry from its 'Undo' button in the partner's History tab", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    const carla = (await byName('Carla'))!;
    await put(carla.id, { billDate: '2031-05-05' });
    const { dialog, list } = await historyOf(page, 'Carla');
    const row = list.getByRole('listitem').filter({ hasText: 'Olga Owner changed the bill date from 01.01.2031 to 05.05.2031' });
    await row.getByRole('button', { name: /^Undo: / }).click();
    await dialog.getByRole('status').filter({ hasText: 'The change was undone.' }).waitFor();
    await expect.poll(async () => (await byName('Carla'))?.version).toBe(carla.version + 2);
    await list.getByRole('listitem').first().filter({ hasText: 'Olga Owner undid a change: the bill date from 05.05.2031 to 01.01.2031' }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('Recently deleted', () => {
  it('restores a deleted downline: the partners are back, live on a second page', async () => {
    const emil = await team.addPartner('Emil');
    await team.addPartner('Emma', emil);
    await team.addPartner('Erik', emil);
    const { page } = team.browser;
    const other = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await openTree(other, app.url, team.treeId);
    await shows(other, 'Erik');

    await selectPartner(page, 'Emil');
    await page.getByRole('button', { name: 'Delete Emil' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you really sure?' });
    await confirm.getByText('You can restore it from Recently deleted for 30 days.').waitFor();
    await confirm.getByRole('button', { name: 'Delete this profile' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Select Erik \(/ }).waitFor({ state: 'detached' });
    await other.getByRole('button', { name: /^Select Erik \(/ }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Recently deleted' }).click();
    const trash = page.getByRole('dialog', { name: 'Recently deleted' });
    const row = trash.getByRole('list', { name: 'Deleted partners' }).getByRole('listitem').filter({ hasText: 'Emil' });
    expect(await row.textContent()).toContain('3 partners · deleted by Olga Owner just now');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Restore Emil' }).click();
    await trash.getByRole('status').filter({ hasText: 'Emil restored (3 partners).' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    // The second page reads the tree again on the restore's one batch event.
    for (const name of ['Emil', 'Emma', 'Erik']) await shows(other, name);
    await page.keyboard.press('Escape');
    for (const name of ['Emil', 'Emma', 'Erik']) await shows(page, name);
  });

  it('warns before restoring partners the tree has again, restores only the others, and Undo takes the restore back', async () => {
    const lena = await team.addPartner('Lena');
    for (const name of ['Lars', 'Lotte', 'Luis']) await team.addPartner(name, lena);
    expect((await app.api.delete(`/api/teamtree/profile?id=${lena}`, { token: team.owner.access })).status).toBe(200);
    // The team is added again, in part: Lena and Lars look like the deleted ones (same name, same upline).
    const newLena = await team.addPartner('Lena');
    await team.addPartner('Lars', newLena);
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Recently deleted' }).click();
    const trash = page.getByRole('dialog', { name: 'Recently deleted' });
    const row = trash.getByRole('list', { name: 'Deleted partners' }).getByRole('listitem').filter({ hasText: 'Lena' });
    await row.getByRole('button', { name: 'Restore Lena' }).click();
    const choice = row.getByRole('group', { name: 'Restore Lena?' });
    await choice.getByText('2 of these 4 partners look like partners already in the tree.').waitFor();
    expect(await choice.getByRole('button', { name: 'Restore all 4' }).count()).toBe(1);
    expect(await choice.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await choice.getByRole('button', { name: 'Restore the other 2' }).click();
    await trash.getByRole('status').filter({ hasText: '2 partners restored; 2 that look like partners in the tree stay in Recently deleted.' }).waitFor();
    const named = async (name: string) => (await profiles()).filter((p) => p.name === name);
    expect((await named('Lena')).map((p) => p.id)).toEqual([newLena]);
    expect((await named('Lars')).length).toBe(1);
    for (const name of ['Lotte', 'Luis']) expect((await named(name)).map((p) => p.parentId)).toEqual([newLena]);

    await trash.getByRole('button', { name: 'Undo the restore' }).click();
    await trash.getByRole('status').filter({ hasText: 'The restore was undone: 2 partners back in Recently deleted.' }).waitFor();
    expect(await named('Lotte')).toEqual([]);
    expect(await named('Luis')).toEqual([]);
    expect((await profiles()).filter((p) => ['Lena', 'Lars', 'Lotte', 'Luis'].includes(p.name)).map((p) => p.name).sort()).toEqual(['Lars', 'Lena']);
    await page.keyboard.press('Escape');
    await shows(page, 'Lars');
    await page.getByRole('button', { name: /^Select Lotte \(/ }).waitFor({ state: 'detached' });
  });

  it("is offered to the owner and moderators only: an EDIT member's History menu has no 'Recently deleted'", async () => {
    const other = team.memberBrowser.page;
    await openTree(other, app.url, team.treeId);
    await other.getByRole('button', { name: 'History', exact: true }).click();
    await other.getByRole('menuitem', { name: 'Activity' }).waitFor();
    expect(await other.getByRole('menuitem', { name: 'Recently deleted' }).count()).toBe(0);
    await other.keyboard.press('Escape');
  });
});
