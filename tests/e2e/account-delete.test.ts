import { describe, expect, it } from 'vitest';
import { joinAsReader, openTree, plantTree } from './support/trees';
import { seriousViolations } from './support/axe';
import { PHONES, expectFitsPhone } from './support/phone-layout';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/** 'Delete my account' on the account page (issue 26 item 4). */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Data Team',
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (t) => void (await t.addPartner('Paula Partner')),
});

describe('the account page: delete my account', () => {
  it('lists the owned trees with their members to hand each to; fits a phone, light and dark', async () => {
    const { page } = await app.signedIn(team.owner, PHONES[1]);
    await page.goto(`${app.url}/account`);
    const choice = page.getByRole('list', { name: 'TeamTrees you own' }).getByRole('combobox', { name: 'Data Team' });
    await choice.getByRole('option', { name: 'Hand over to Mia Member' }).waitFor({ state: 'attached' });
    expect(await choice.getByRole('option').allInnerTexts()).toEqual(['Delete it with all its partners', 'Hand over to Mia Member']);
    await expectFitsPhone(page, 'the account page');
  });

  it('deletes the account handing its tree to a member, who then owns it; the owner lands on the sign-in page', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/account`);
    const form = page.getByRole('form', { name: 'Delete my account' });
    const choice = form.getByRole('combobox', { name: 'Data Team' });
    await choice.getByRole('option', { name: 'Hand over to Mia Member' }).waitFor({ state: 'attached' });
    await choice.selectOption({ label: 'Hand over to Mia Member' });

    await form.getByLabel('Your password', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await form.getByRole('alert').filter({ hasText: 'The password is wrong' }).waitFor();

    await form.getByLabel('Your password', { exact: true }).fill(team.owner.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await confirm.getByText('This cannot be undone. 1 TeamTree you own goes to its new owner.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/auth/signin'));

    expect((await app.api.post('/api/auth/login', { email: team.owner.email, password: team.owner.password })).status).toBe(401);
    const status = await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.member.access });
    expect(status.body.teamtree.ownerId).toBe(team.member.id);
    expect(status.body.userMembership.permission).toBe('OWNER');
    // The member's browser shows the tree as theirs: the Share dialog now offers them the share link.
    const member = team.memberBrowser.page;
    await member.goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
    await member.getByRole('button', { name: 'Share', exact: true }).click();
    await member.getByRole('dialog', { name: 'Share Data Team' }).getByRole('heading', { name: 'Share link' }).waitFor();
  });

  it("tells a member of a tree deleted with its owner's account that it is no longer available, not that they were removed", async () => {
    const leaver = await app.register({ firstName: 'Lea', lastName: 'Leaving' });
    const { treeId } = await plantTree(app.api, leaver, 'Gone Team');
    await joinAsReader(app.api, leaver, team.member, treeId);
    const member = team.memberBrowser.page;
    await openTree(member, app.url, treeId);

    const deleted = await app.api.request('DELETE', '/api/auth/account', { password: leaver.password }, { token: leaver.access });
    expect(deleted.status).toBe(200);
    await member.getByRole('status').filter({ hasText: '“Gone Team” is no longer available to you.' }).waitFor();
    expect(await member.getByText('You were removed from “Gone Team”.').count()).toBe(0);
  });
});
