import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ANNOUNCEMENTS_PER_DAY } from '../../shared/schemas/announcement';
import { signInThroughUi } from './support/app';
import { screenshotThemes } from './support/browser';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { socketsConnected } from './support/sockets-connected';
import { plantTree } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * The Broadcast page (issue 39): the owner posts from /broadcast, a member's open page shows it
 * at once (a notice with 'Open', the bell's number), 'Read by 1 of 2' once the member opened it,
 * 'Mark all read', a READ member cannot post, the limits said clearly, German, a 360 px phone.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, { tree: 'Broadcast Team', member: { firstName: 'Mia', lastName: 'Member' } });

const post = (title: string, body: string, pinned = false) =>
  app.api.post('/api/teamtree/announcement', { teamtreeId: team.treeId, title, body, pinned }, { token: team.owner.access });

/** The titles of the list, top to bottom. */
const titles = (page: Page) => page.getByRole('list', { name: 'Announcements' }).getByRole('article').locator('h2').allInnerTexts();
/** Waits for the bell to count `count` (nothing shown for none). */
const bellCounts = (page: Page, count: number) => page.getByRole('button', { name: count ? new RegExp(`^Notifications\\s*${count}$`) : /^Notifications$/ }).waitFor();

/** The words of the dialog, in the language the page shows. */
const ENGLISH = { open: 'New announcement', title: 'Title', message: 'Message', pin: 'Pin', post: 'Post' };
const GERMAN = { open: 'Neue Nachricht', title: 'Titel', message: 'Text', pin: 'Anheften', post: 'Senden' };

/** Posts a pinned announcement through the page's dialog and waits for it to close. */
async function postPinned(page: Page, words: typeof ENGLISH, title: string, message: string): Promise<void> {
  await page.getByRole('button', { name: words.open }).click();
  const dialog = page.getByRole('dialog', { name: words.open });
  await dialog.getByLabel(words.title).fill(title);
  await dialog.getByLabel(words.message).fill(message);
  await dialog.getByLabel(words.pin).check();
  await dialog.getByRole('button', { name: words.post }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function openBroadcast(page: Page): Promise<void> {
  await page.goto(`${app.url}/broadcast?teamtreeId=${team.treeId}`);
  await page.getByRole('heading', { name: 'Broadcast', exact: true }).waitFor();
}

describe('the Broadcast page', () => {
  it("posts from /broadcast; a member's open page shows it at once with 'Open', the bell counts it, and the owner sees 'Read by 1 of 2' once it was opened", async () => {
    const owner = team.browser.page;
    const member = team.memberBrowser.page;
    const live = socketsConnected(member, 2);
    await member.goto(`${app.url}/teamlist`);
    await member.getByRole('heading', { name: 'Teamlist' }).first().waitFor();
    await live;

    await openBroadcast(owner);
    await owner.getByText('No announcements yet. Post the first one to reach your whole team.').waitFor();
    await postPinned(owner, ENGLISH, 'Kick-off on Friday', 'Join us at 7 pm: https://example.com/kickoff.\nBring a friend! javascript:alert(1)');
    const own = owner.getByRole('article', { name: 'Kick-off on Friday' });
    await own.getByText('Read by 0 of 2').waitFor();
    await own.getByText('Pinned').waitFor();
    // The author has read their own.
    expect(await own.getByText('Unread').count()).toBe(0);

    // The member, on another page: the notice with 'Open', and the bell's number.
    const notice = member.getByRole('status').filter({ hasText: 'New announcement in Broadcast Team: Kick-off on Friday' });
    await notice.waitFor();
    await bellCounts(member, 1);
    await screenshotThemes(member, 'broadcast-notice');
    const read = member.waitForResponse((r) => r.url().endsWith('/api/announcement/read') && r.request().method() === 'POST');
    await notice.getByRole('button', { name: 'Open' }).click();
    await member.waitForURL(/\/broadcast\?teamtreeId=.*&open=/);
    const opened = member.getByRole('article', { name: 'Kick-off on Friday' });
    await opened.getByRole('button', { name: 'Kick-off on Friday', expanded: true }).waitFor();
    expect((await read).status()).toBe(200);
    const link = opened.getByRole('link', { name: 'https://example.com/kickoff' });
    expect(await link.getAttribute('href')).toBe('https://example.com/kickoff');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    // Only http and https become links; the rest stays text.
    expect(await opened.getByRole('link').count()).toBe(1);
    await opened.getByText('javascript:alert(1)', { exact: false }).waitFor();
    await bellCounts(member, 0);

    await owner.reload();
    const counted = owner.getByRole('article', { name: 'Kick-off on Friday' });
    // The count is a button that shows who has read it (by keyboard here).
    const readBy = counted.getByRole('button', { name: 'Read by 1 of 2', expanded: false });
    await readBy.focus();
    await owner.keyboard.press('Enter');
    const readers = counted.getByRole('list', { name: 'Who has read it' });
    await readers.getByText('Mia Member').waitFor();
    expect(await readers.getByRole('listitem').count()).toBe(1);
    await counted.getByRole('button', { name: 'Read by 1 of 2', expanded: true }).click();
    await readers.waitFor({ state: 'hidden' });
  });

  it("a READ member sees no 'New announcement', no counts and no 'Edit'; new ones appear in the list live, pinned first, and 'Mark all read' clears them and the bell", async () => {
    const member = team.memberBrowser.page;
    const live = socketsConnected(member, 2);
    await openBroadcast(member);
    await member.getByRole('article', { name: 'Kick-off on Friday' }).waitFor();
    await live;
    expect(await member.getByRole('button', { name: 'New announcement' }).count()).toBe(0);
    expect(await member.getByText(/Read by/).count()).toBe(0);
    // By keyboard: the title is a button that opens the announcement.
    await member.getByRole('button', { name: 'Kick-off on Friday' }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('button', { name: 'Kick-off on Friday', expanded: true }).waitFor();
    expect(await member.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await member.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    expect((await post('Rank-up of the month', 'Congratulations to Anna!')).status).toBe(201);
    expect((await post('New promotion', 'Two for one until Sunday.')).status).toBe(201);
    await expect.poll(() => titles(member)).toEqual(['Kick-off on Friday', 'New promotion', 'Rank-up of the month']);
    // On its own tree's Broadcast page the list shows it: no notice.
    expect(await member.getByRole('status').filter({ hasText: 'New announcement in' }).count()).toBe(0);
    const unread = member.getByRole('list', { name: 'Announcements' }).getByText('Unread', { exact: true });
    await expect.poll(() => unread.count()).toBe(2);
    await bellCounts(member, 2);
    await member.getByText('2 unread').waitFor();

    await member.getByRole('button', { name: 'Mark all read' }).focus();
    await member.keyboard.press('Enter');
    await member.getByRole('button', { name: 'Mark all read' }).waitFor({ state: 'detached' });
    expect(await unread.count()).toBe(0);
    await bellCounts(member, 0);
    await member.reload();
    await member.getByRole('article', { name: 'New promotion' }).waitFor();
    expect(await unread.count()).toBe(0);
  });

  it('the owner edits and deletes; too long a title, an empty message and the daily limit are said clearly', async () => {
    const owner = team.browser.page;
    await openBroadcast(owner);
    await owner.getByRole('button', { name: 'Rank-up of the month' }).click();
    const rankUp = owner.getByRole('article', { name: 'Rank-up of the month' });
    await rankUp.getByRole('button', { name: 'Edit' }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit announcement' });
    await edit.getByLabel('Title').fill('Rank-up of May');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = owner.getByRole('article', { name: 'Rank-up of May' });
    await renamed.getByText('edited', { exact: false }).waitFor();
    // Still open after the change: its buttons are there.
    await renamed.getByRole('button', { name: 'Rank-up of May', expanded: true }).waitFor();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await renamed.getByRole('group', { name: 'Delete this announcement for the whole team?' }).getByRole('button', { name: 'Delete' }).click();
    await renamed.waitFor({ state: 'detached' });

    await owner.getByRole('button', { name: 'New announcement' }).click();
    const dialog = owner.getByRole('dialog', { name: 'New announcement' });
    await dialog.getByLabel('Title').fill('x'.repeat(121));
    await dialog.getByText('The title can be at most 120 characters long (now 121).').waitFor();
    await dialog.getByLabel('Title').fill('Too many today');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByText('Enter a message.').waitFor();
    expect(await dialog.getByLabel('Message').evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await dialog.getByLabel('Message').fill('m'.repeat(5001));
    await dialog.getByText('The message can be at most 5000 characters long (now 5001).').waitFor();
    await dialog.getByLabel('Message').fill('One more.');

    // Fill the day up.
    let status = 201;
    for (let i = 0; status === 201 && i <= ANNOUNCEMENTS_PER_DAY; i++) status = (await post(`Filler ${i}`, 'Filler')).status;
    expect(status).toBe(429);
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByRole('alert').filter({ hasText: `A TeamTree can post at most ${ANNOUNCEMENTS_PER_DAY} announcements a day. Please try again tomorrow.` }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('fits a 360 px phone, the list and the new announcement', async () => {
    const phone = PHONES[1];
    const owner = await app.signedIn(team.owner, phone);
    await openBroadcast(owner.page);
    await owner.page.getByRole('article', { name: 'Kick-off on Friday' }).waitFor();
    await owner.page.getByRole('button', { name: 'Kick-off on Friday' }).click();
    const kickOff = owner.page.getByRole('article', { name: 'Kick-off on Friday' });
    await kickOff.getByRole('button', { name: 'Read by 1 of 2' }).click();
    await kickOff.getByRole('list', { name: 'Who has read it' }).getByText('Mia Member').waitFor();
    await screenshotThemes(owner.page, 'broadcast-readers-phone');
    await expectFitsPhone(owner.page, 'Broadcast on a phone');
    await owner.page.getByRole('button', { name: 'New announcement' }).click();
    await owner.page.getByRole('dialog', { name: 'New announcement' }).getByLabel('Title').waitFor();
    await expectFitsPhone(owner.page, "'New announcement' on a phone");
  });

  it('is German for a German user', async () => {
    const user = await app.register({ language: 'de', firstName: 'Greta', lastName: 'Groß' });
    await plantTree(app.api, user, 'Team Sonne');
    const browser = await app.openBrowser({ width: 1024, height: 768, locale: 'de-DE' });
    const { page } = browser;
    await signInThroughUi(page, app.url, user.email, user.password);
    await page.goto(`${app.url}/broadcast`);
    await page.getByRole('heading', { name: 'Rundruf', exact: true }).waitFor();
    await page.getByText('Noch keine Nachrichten. Schreib die erste an dein ganzes Team.').waitFor();
    await postPinned(page, GERMAN, 'Auftakt', 'Am Freitag um 19 Uhr.');
    const item = page.getByRole('article', { name: 'Auftakt' });
    await item.getByText('Gelesen: 0 von 1', { exact: false }).waitFor();
    await item.getByText('Angeheftet').waitFor();
    await screenshotThemes(page, 'broadcast-de');
  });
});
