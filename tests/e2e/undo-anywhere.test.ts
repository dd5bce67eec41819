import { describe, expect, it } from 'vitest';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The 'Undo' toast after one's own change is the app's, not the tree page's (issue 25 item 3):
 * a reminder marked done on Today offers 'Undo', which brings it back there.
 */
const app = useApp({ clock: 'real' });
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let annaId = '';
const team = useTeam(app, {
  tree: 'Undo Team',
  root: 'Root Rosa',
  seed: async (planted) => {
    annaId = await planted.addPartner('Anna Anywhere', planted.rootId, { reminders: [{ text: 'Call about the order', done: false, dueDate: daysFromToday(-2) }] });
  },
});

describe("the 'Undo' toast away from the tree page", () => {
  it('offers Undo after marking a reminder done on Today, and the reminder comes back', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/today`);
    const due = page.getByRole('list', { name: 'Due reminders' });
    await page.getByRole('button', { name: 'Mark done: Call about the order (Anna Anywhere)' }).click();
    await due.waitFor({ state: 'detached' });
    const toast = page.getByRole('status').filter({ hasText: 'Changes to Anna Anywhere saved.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('status').filter({ hasText: 'The change was undone.' }).waitFor();
    await due.getByRole('listitem').filter({ hasText: 'Call about the order' }).waitFor();
    const status = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    const anna = status.body.teamtree.profiles.find((p: { id: string }) => p.id === annaId);
    expect(anna.reminders.map((r: { done: boolean }) => r.done)).toEqual([false]);
  });
});
