import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { openTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Team care on Today (issue 37 item 4; docs/follow-ups.md "Team care"): a partner added 3 days
 * ago gets a welcome call, first-level partners without a logged contact for 30 days are
 * suggested, at most 10 before 'Show all'; 'Done' and 'Snooze 7 days' keep them away (on the
 * server, so also after a reload). Real time: the server counts days on its own clock (UTC here,
 * as the browsers are).
 */
const app = useApp({ clock: 'real' });

/** Noon UTC `days` days ago. */
const daysAgo = (days: number) => new Date(`${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`);
const QUIET = ['Quentin Quiet', ...Array.from({ length: 10 }, (_, i) => `Quiet Partner ${String(i + 1).padStart(2, '0')}`)];

const team = useTeam(app, {
  tree: 'Care Team',
  root: 'Rita Root',
  seed: async (planted) => {
    const db = app.server.context.db;
    const nina = await planted.addPartner('Nina New', planted.rootId, { phone: '+49 1701234567' });
    await db('profiles').where({ id: nina }).update({ created_at: daysAgo(3) });
    for (const name of QUIET) await db('profiles').where({ id: await planted.addPartner(name) }).update({ created_at: daysAgo(name === 'Quentin Quiet' ? 45 : 40) });
  },
});

const section = (page: Page) => page.getByRole('region', { name: 'Team care' });
const row = (page: Page, name: string) => section(page).getByRole('listitem').filter({ hasText: name });

describe('team care on Today', () => {
  it("shows a welcome call on day 3 and the quiet first level, 10 at first, the rest behind 'Show all', each to call", async () => {
    const page = team.browser.page;
    await page.goto(`${app.url}/today`);
    await row(page, 'Nina New').getByText('Welcome call · day 3').waitFor();
    expect(await section(page).getByRole('listitem').count()).toBe(10);
    const texts = await section(page).getByRole('listitem').allInnerTexts();
    expect(texts[0]).toContain('Nina New');
    expect(texts[1]).toMatch(/Quentin Quiet\s+No contact for 45 days/);
    await row(page, 'Nina New').getByRole('link', { name: /^Call Nina New/ }).waitFor();
    await row(page, 'Nina New').getByRole('link', { name: 'WhatsApp Nina New' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await section(page).getByRole('button', { name: 'Show all' }).click();
    await expect.poll(() => section(page).getByRole('listitem').count()).toBe(12);
    await section(page).getByRole('button', { name: 'Show all' }).waitFor({ state: 'detached' });
  });

  it("'Done' and 'Snooze 7 days' take a suggestion away, also after a reload", async () => {
    const page = team.browser.page;
    await page.goto(`${app.url}/today`);
    await row(page, 'Nina New').getByRole('button', { name: 'Done', exact: true }).click();
    await row(page, 'Nina New').waitFor({ state: 'detached' });
    await row(page, 'Quentin Quiet').getByRole('button', { name: 'Snooze 7 days' }).click();
    await row(page, 'Quentin Quiet').waitFor({ state: 'detached' });

    await page.reload();
    await row(page, 'Quiet Partner 01').waitFor();
    expect(await row(page, 'Nina New').count()).toBe(0);
    expect(await row(page, 'Quentin Quiet').count()).toBe(0);
    const left = await app.api.get('/api/team-care?timeZone=UTC', { token: team.owner.access });
    expect(left.body.suggestions.map((s: { name: string }) => s.name)).toEqual(QUIET.slice(1));
  });

  it('a call logged for a quiet partner takes them off the list', async () => {
    const page = team.browser.page;
    await page.goto(`${app.url}/today`);
    await row(page, 'Quiet Partner 01').waitFor();
    const logged = await app.api.post(
      '/api/teamtree/activity',
      { teamtreeId: team.treeId, profileId: team.partnerId('Quiet Partner 01'), kind: 'call', text: 'Back in touch' },
      { token: team.owner.access },
    );
    expect(logged.status).toBe(201);
    // The page hears the activity of its tree and reads the suggestions again.
    await row(page, 'Quiet Partner 01').waitFor({ state: 'detached' });
  });

  it("a partner deleted takes their open task off Today's 'Tasks' at once, and a restore brings it back", async () => {
    const page = team.browser.page;
    const profileId = team.partnerId('Quiet Partner 05');
    const task = await app.api.post('/api/teamtree/task', { teamtreeId: team.treeId, profileId, title: 'Send the catalogue', due: new Date().toISOString().slice(0, 10) }, { token: team.owner.access });
    expect(task.status).toBe(201);
    await page.goto(`${app.url}/today`);
    const checkbox = page.locator('#today-tasks').getByRole('checkbox', { name: 'Send the catalogue' });
    await checkbox.waitFor();

    expect((await app.api.delete(`/api/teamtree/profile?id=${profileId}`, { token: team.owner.access })).status).toBe(200);
    await checkbox.waitFor({ state: 'detached' });
    const trash = await app.api.get(`/api/teamtree/trash?teamtreeId=${team.treeId}`, { token: team.owner.access });
    const item = trash.body.items.find((i: { name: string }) => i.name === 'Quiet Partner 05');
    expect((await app.api.post('/api/teamtree/trash/restore', { teamtreeId: team.treeId, id: item.id }, { token: team.owner.access })).status).toBe(200);
    await checkbox.waitFor();
  });

  it("the owner sets the tree's days without contact in the Share dialog; Today follows", async () => {
    const page = team.browser.page;
    await openTree(page, app.url, team.treeId);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const section = page.getByRole('dialog', { name: 'Share Care Team' }).getByRole('form', { name: 'Team care' });
    const days = section.getByLabel('Suggest calling a first-level partner after this many days without contact');
    expect(await days.inputValue()).toBe('30');
    await days.fill('3');
    expect(await section.getByRole('button', { name: 'Save days' }).isDisabled()).toBe(true);
    await days.fill('42');
    await section.getByRole('button', { name: 'Save days' }).click();
    await section.getByText('Saved.').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/today`);
    await section.page().getByRole('region', { name: 'Team care' }).getByText('No one to reach out to today.').waitFor();
    const settings = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    expect(settings.body.teamtree.settings).toMatchObject({ teamCareDays: 42 });
  });
});
