import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * @mentions (issue 37 item 5): the owner types '@' in 'Add note', chooses another member by
 * keyboard and saves; the timeline shows the mention as the member's name, highlighted; the
 * member, signed in on another page, sees the bell's entry arrive live, and opening it shows the
 * partner's timeline.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, {
  tree: 'Mention Team',
  root: 'Rita Root',
  owner: { firstName: 'Anna', lastName: 'Leader' },
  member: { firstName: 'Mia', lastName: 'Member' },
  seed: async (planted) => {
    await planted.addPartner('Paula Prospect');
    // An EDIT member: the timeline the mention opens is theirs to read.
    expect((await app.api.put('/api/teamtree/share', { memberId: planted.memberId, permission: 'EDIT' }, { token: planted.owner.access })).status).toBe(200);
  },
});

describe('@mentions in notes', () => {
  it("the owner mentions a member by keyboard; the member's bell tells them live and opens the partner's timeline", async () => {
    // The member is on another page of the app, signed in, before the note is written.
    const member = team.memberBrowser.page;
    await app.api.post('/api/mention/read', { all: true }, { token: team.member.access }); // (a retry starts from none)
    // The bell has read the mentions (none yet) before the note is written: what comes later comes live.
    // (From a blank page: no answer of the page before can be taken for it.)
    await member.goto('about:blank');
    const firstRead = member.waitForResponse((res) => res.url().includes('/api/mentions') && res.ok());
    await member.goto(`${app.url}/today`);
    const bell = member.getByRole('button', { name: 'Notifications' });
    expect((await (await firstRead).json()).unread).toBe(0);

    const page = team.browser.page;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Paula Prospect');
    await page.getByRole('button', { name: 'Details of Paula Prospect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paula Prospect' });
    await dialog.getByRole('tab', { name: 'Timeline' }).click();
    await dialog.getByRole('button', { name: 'Add note', exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Add note' });
    const text = form.getByRole('combobox', { name: 'Text' });
    await text.pressSequentially('Ask @');
    const list = form.getByRole('listbox', { name: 'Members to mention' });
    await list.waitFor();
    expect(await list.getByRole('option').allInnerTexts()).toEqual(expect.arrayContaining(['Anna Leader', 'Mia Member']));

    // Escape closes the list, not the dialog; the next '@' opens it again.
    await text.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await text.press('Backspace');
    await text.pressSequentially('@');
    await list.waitFor();

    // Down the list to Mia by the arrow keys, Enter chooses.
    const names = await list.getByRole('option').allInnerTexts();
    for (let i = 0; i < names.indexOf('Mia Member'); i++) await text.press('ArrowDown');
    expect(await list.getByRole('option', { selected: true }).innerText()).toBe('Mia Member');
    expect(await text.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option', { selected: true }).getAttribute('id'));
    await text.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await text.inputValue()).toBe('Ask @Mia Member ');
    await text.pressSequentially('about the starter kit');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const entry = dialog.getByRole('list', { name: 'Timeline of Paula Prospect' }).getByRole('listitem').first();
    const mark = entry.locator('mark', { hasText: '@Mia Member' }).first();
    await mark.waitFor();
    expect(await mark.getAttribute('data-mention')).toBe(team.member.id);
    const logged = await app.api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${team.partnerId('Paula Prospect')}`, { token: team.owner.access });
    expect(logged.body.activities[0]).toMatchObject({ text: 'Ask @Mia Member about the starter kit', mentions: [team.member.id] });

    // The member's bell counts it live, and lists it.
    await bell.getByText('1', { exact: true }).waitFor({ timeout: 10_000 });
    await bell.click();
    const entryButton = member.getByRole('button', { name: 'Anna mentioned you on Paula Prospect', exact: true });
    await entryButton.waitFor();
    expect(await seriousViolations(member)).toEqual([]);
    await entryButton.click();
    const opened = member.getByRole('dialog', { name: 'Paula Prospect' });
    expect(await opened.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe('true');
    const openedEntry = opened.getByRole('list', { name: 'Timeline of Paula Prospect' }).getByRole('listitem').first();
    await openedEntry.locator('mark', { hasText: '@Mia Member' }).waitFor();
    await openedEntry.getByText('about the starter kit').waitFor();

    // Read once opened: the bell's number goes.
    await member.keyboard.press('Escape');
    await bell.getByText('1', { exact: true }).waitFor({ state: 'detached' });
    const left = await app.api.get('/api/mentions?unread=true', { token: team.member.access });
    expect(left.body.unread).toBe(0);

    // An edit mentions one more by a click (a tap on a phone) on the list; Mia is not told again.
    await dialog.getByRole('button', { name: /^Edit Note of / }).click();
    const area = dialog.getByRole('combobox', { name: 'Text' });
    await area.press('End');
    await area.pressSequentially(' and @An');
    await dialog.getByRole('option', { name: 'Anna Leader' }).click();
    expect(await area.inputValue()).toBe('Ask @Mia Member about the starter kit and @Anna Leader ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await entry.locator('mark', { hasText: '@Anna Leader' }).waitFor();
    const edited = await app.api.get(`/api/teamtree/activity?teamtreeId=${team.treeId}&profileId=${team.partnerId('Paula Prospect')}`, { token: team.owner.access });
    expect(edited.body.activities[0].mentions.sort()).toEqual([team.owner.id, team.member.id].sort());
    expect((await app.api.get('/api/mentions?unread=true', { token: team.member.access })).body.unread).toBe(0);
    expect((await app.api.get('/api/mentions', { token: team.owner.access })).body.mentions).toEqual([]);
  });
});
