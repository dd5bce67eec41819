import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseYmd } from '../../shared/domain/calendar-date';
import { signInThroughUi } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { birthdayIn, fixedDay } from './support/fixed-clock';
import { addPartner, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * One calendar (issue 14, item 3): the dashboard calendar shows bill dates, birthdays and dated
 * reminders, each with its own mark, named in a legend and in the day popup.
 */
const app = useApp({ clock: 'fixed', browser: {} });
const page = (): Page => app.browser.page;

// Two days after the fixed Wednesday: the Friday of the same week and month.
const day = fixedDay(2);
const { year, month } = parseYmd(day);

describe('the dashboard calendar', () => {
  it('marks bill dates, birthdays and reminders on their day, with a legend and the day popup listing each kind', async () => {
    const api = app.api;
    const owner = await app.register({ firstName: 'Clara', lastName: 'Calendar' });
    const planted = await plantTree(api, owner, 'Calendar Team', 'Root Clara');
    await addPartner(api, owner, planted.treeId, planted.rootId, 'Bill Bauer', { billDate: day });
    await addPartner(api, owner, planted.treeId, planted.rootId, 'Greta Geburtstag', { birthday: birthdayIn(2, 30), billDate: fixedDay(40) });
    const rudi = await addPartner(api, owner, planted.treeId, planted.rootId, 'Rudi Reminder', {
      billDate: fixedDay(41),
      reminders: [{ text: 'Already done', done: true, dueDate: day }],
    });

    // The reminder gets its date and time in the partner dialog.
    await signInThroughUi(page(), app.url, owner.email, owner.password);
    await page().goto(`${app.url}/teamtree?teamtreeId=${planted.treeId}&partnerId=${rudi}`);
    await page().getByRole('button', { name: 'Edit Rudi Reminder' }).click();
    const editor = page().getByRole('dialog', { name: 'Edit Partner' });
    await editor.locator('input[name="reminder"]').fill('Call about the autoship');
    const time = editor.getByLabel('Due time of the new reminder');
    expect(await time.isDisabled()).toBe(true);
    await editor.getByLabel('Due date of the new reminder').fill(day);
    await time.fill('09:30');
    await editor.getByRole('button', { name: 'Add reminder' }).click();
    expect(await editor.getByLabel('Due date of reminder Call about the autoship').inputValue()).toBe(day);
    expect(await editor.getByLabel('Due time of reminder Call about the autoship').inputValue()).toBe('09:30');
    expect(await seriousViolations(page())).toEqual([]);
    await screenshotThemes(page(), 'partner-dialog-reminder-due');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    const stored = await api.get(`/api/teamtree/status?teamtreeId=${planted.treeId}`, { token: owner.access });
    expect(stored.body.teamtree.profiles.find((p: { id: string }) => p.id === rudi).reminders).toEqual([
      { text: 'Already done', done: true, dueDate: day },
      { text: 'Call about the autoship', done: false, dueDate: day, dueTime: '09:30' },
    ]);

    await page().getByRole('link', { name: 'Dashboard' }).click();
    await page().getByLabel('Jahr', { exact: true }).selectOption(String(year));
    await page().getByLabel('Monat', { exact: true }).selectOption(String(month));

    const legend = page().getByRole('list', { name: 'Legende' });
    expect(await legend.getByRole('listitem').allInnerTexts()).toEqual(['Bill Date', 'Geburtstag', 'Erinnerung']);

    const cell = page().locator(`button[data-date="${day}"]`);
    await expect.poll(() => cell.locator('[data-mark]').evaluateAll((marks) => marks.map((m) => `${m.getAttribute('data-mark')} ${m.textContent}`))).toEqual([
      'birthday 1',
      'reminder 1',
      'bill 1 Partner',
    ]);
    expect(await cell.locator('.sr-only').innerText()).toMatch(/: 1 Partner, 1 Geburtstag, 1 Erinnerung$/);
    expect(await seriousViolations(page())).toEqual([]);

    await cell.click();
    const dialog = page().getByRole('dialog');
    await dialog.getByText('Bill Bauer').waitFor();
    const birthdays = dialog.getByRole('region', { name: 'Geburtstage' });
    expect(await birthdays.innerText()).toContain('Greta Geburtstag');
    expect(await birthdays.innerText()).toContain('wird 30');
    const reminders = dialog.getByRole('region', { name: 'Erinnerungen' });
    expect(await reminders.innerText()).toContain('09:30 · Call about the autoship');
    expect(await reminders.innerText()).not.toContain('Already done');
    expect(await seriousViolations(page())).toEqual([]);
    await screenshotThemes(page(), 'calendar-three-kinds-day');
    await page().keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'Heute' }).click();
    await page().getByRole('radio', { name: 'Woche' }).click();
    const week = page().getByRole('list', { name: 'Woche' });
    const weekDay = week.locator(`li[data-date="${day}"]`);
    expect(await weekDay.innerText()).toContain('Bill Bauer');
    expect(await weekDay.innerText()).toContain('Greta Geburtstag');
    expect(await weekDay.innerText()).toContain('09:30 Rudi Reminder: Call about the autoship');
    await screenshotThemes(page(), 'calendar-three-kinds-week');
  });
});
