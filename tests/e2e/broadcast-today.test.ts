import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotThemes } from './support/browser';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { socketsConnected } from './support/sockets-connected';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Announcements beyond the Broadcast page (issue 39): Today shows a member the newest unread
 * one on top, live, and no longer once it was opened.
 */
const app = useApp({ clock: 'real' });
const team = useTeam(app, { tree: 'Sunrise Team', member: { firstName: 'Mia', lastName: 'Member' } });

const post = (title: string, body: string) => app.api.post('/api/teamtree/announcement', { teamtreeId: team.treeId, title, body }, { token: team.owner.access });

/** Today's card of the newest unread announcement. */
const todayCard = (page: Page) => page.locator('section[data-announcement]');
/**
 * Opens Today afresh and answers the first answer of its look for the newest unread announcement
 * (the bell asks with limit=1). From a blank page, so the answer is the new page's own.
 */
async function openToday(page: Page): Promise<{ unread: number }> {
  await page.goto('about:blank');
  const looked = page.waitForResponse((r) => /\/api\/announcements\?.*limit=25/.test(r.url()) && r.request().method() === 'GET');
  await page.goto(`${app.url}/today`);
  await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
  return (await looked).json();
}

describe("Today's unread announcement", () => {
  it("shows a member the newest unread announcement on top, live, opens it on Broadcast, and is gone once it was read", async () => {
    const member = team.memberBrowser.page;
    await member.goto('about:blank');
    const live = socketsConnected(member, 2);
    // The card is looked for once the page is idle: wait for that answer before saying there is none.
    expect((await openToday(member)).unread).toBe(0);
    await live;
    expect(await todayCard(member).count()).toBe(0);

    expect((await post('Kick-off on Friday', 'Join us at 7 pm.')).status).toBe(201);
    expect((await post('Rank-up of the month', 'Congratulations to Anna!\nShe made it to gold.')).status).toBe(201);
    const card = member.getByRole('region', { name: 'Rank-up of the month' });
    await card.waitFor();
    await card.getByText('Unread announcement in Sunrise Team').waitFor();
    await card.getByText('Congratulations to Anna!', { exact: false }).waitFor();
    // On top of the page's parts.
    expect(await member.getByRole('main').getByRole('region').first().getAttribute('data-announcement')).not.toBeNull();
    await screenshotThemes(member, 'today-announcement');
    expect(await card.getByRole('link', { name: 'Open' }).getAttribute('href')).toMatch(/^\/broadcast\?teamtreeId=[^&]+&open=[^&]+$/);

    const read = member.waitForResponse((r) => r.url().endsWith('/api/announcement/read') && r.request().method() === 'POST');
    await card.getByRole('link', { name: 'Open' }).click();
    await member.waitForURL(/\/broadcast\?teamtreeId=.*&open=/);
    await member.getByRole('button', { name: 'Rank-up of the month', expanded: true }).waitFor();
    expect((await read).status()).toBe(200);

    // Back on Today (in the app, then afresh): the next unread one is on top.
    await member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
    await member.getByRole('region', { name: 'Kick-off on Friday' }).waitFor();
    expect(await member.getByRole('region', { name: 'Rank-up of the month' }).count()).toBe(0);
    await member.reload();
    await member.getByRole('region', { name: 'Kick-off on Friday' }).waitFor();

    await member.getByRole('region', { name: 'Kick-off on Friday' }).getByRole('link', { name: 'Open' }).click();
    await member.getByRole('button', { name: 'Kick-off on Friday', expanded: true }).waitFor();
    await member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
    await member.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    expect((await openToday(member)).unread).toBe(0);
    expect(await todayCard(member).count()).toBe(0);
  });

  it('fits a 390 px touch phone, the whole card and its touch-sized Open', async () => {
    expect((await post('Team call on Monday', 'Dial in at 8 pm; the link follows in the group. '.repeat(6))).status).toBe(201);
    const phone = await app.signedIn(team.member, PHONES[0]);
    await phone.page.goto(`${app.url}/today`);
    await phone.page.getByRole('region', { name: 'Team call on Monday' }).getByRole('link', { name: 'Open' }).waitFor();
    await expectFitsPhone(phone.page, "Today's unread announcement on a phone");
  });
});
