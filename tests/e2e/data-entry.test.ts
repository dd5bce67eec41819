import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROFILE_NAME_MAX } from '../../shared/schemas/profile';
import { seriousViolations } from './support/axe';
import { screenshotThemes } from './support/browser';
import { createPartnerUnder } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Data entry that must never corrupt a record (issue 12): pasted international phone numbers,
 * impossible dates, names longer than the server takes. At 1024 px, as a team leader's laptop.
 */
const app = useApp({ clock: 'fixed' });
const api = app.api;
const team = useTeam(app, { tree: 'Entry Team', root: 'Root Rita' });
const INVALID_DATE = 'Ungültiges Datum';

async function profileNamed(name: string) {
  const status = await api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
  return (status.body.teamtree.profiles as { name: string; phone: string; birthday: string | null; billDate: string | null }[]).find((p) => p.name === name);
}

/** Opens 'Create Partner' under the root. */
const createPartnerDialog = (page: Page): Promise<Locator> => createPartnerUnder(page, app.url, team.treeId, 'Root Rita');

/** Pastes text into a field through the clipboard, as a user would. */
async function paste(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(text)})`);
  await page.keyboard.press('ControlOrMeta+V');
}

describe('phone numbers', () => {
  it.each([
    ['+49 170 123 4567', 'Germany', '+49 1701234567', 'Paula DE'],
    ['+1 555 123 4567', 'United States', '+1 5551234567', 'Paula US'],
    ['+39 06 1234 5678', 'Italy', '+39 0612345678', 'Paula IT'],
    ['+44 20 7946 0958', 'United Kingdom', '+44 2079460958', 'Paula GB'],
  ])('a pasted %j picks %s and is stored as %j', async (pasted, countryName, stored, name) => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('input[name="billDate"]').fill('2031-03-04');
    await paste(page, dialog.locator('input[name="phone"]'), pasted);
    await dialog.getByRole('button', { name: new RegExp(`, ${countryName}, country dial code$`) }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await profileNamed(name))?.phone).toBe(stored);
  });

  it('drops the German trunk zero of a typed national number', async () => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    await dialog.locator('input[name="name"]').fill('Toni Trunk');
    await dialog.locator('input[name="billDate"]').fill('2031-03-04');
    await dialog.locator('input[name="phone"]').fill('0170 1234567');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await profileNamed('Toni Trunk'))?.phone).toBe('+49 1701234567');
  });
});

describe('dates', () => {
  it("an impossible birthday says 'Ungültiges Datum' and cannot be saved, instead of being saved empty", async () => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    await dialog.locator('input[name="name"]').fill('Dora Date');
    await dialog.locator('input[name="billDate"]').fill('2031-03-04');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(false);

    await dialog.locator('input[name="birthday"]').click();
    await page.keyboard.type('02311990');
    await dialog.locator('input[name="name"]').focus();
    await dialog.getByText(INVALID_DATE).waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'partner-invalid-date-1024');

    await dialog.locator('input[name="birthday"]').fill('1990-02-28');
    await dialog.getByText(INVALID_DATE).waitFor({ state: 'detached' });
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await profileNamed('Dora Date')).toMatchObject({ birthday: '1990-02-28', billDate: '2031-03-04' });
  });

  it("an impossible bill date says 'Ungültiges Datum', not that the field is empty", async () => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    await dialog.locator('input[name="name"]').fill('Bill Bad');
    await dialog.locator('input[name="billDate"]').click();
    await page.keyboard.type('02312026');
    await dialog.locator('input[name="name"]').focus();
    await dialog.getByText(INVALID_DATE).waitFor();
    expect(await dialog.getByText('Dieses Feld ist erforderlich.').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });
});

describe('the required bill date', () => {
  it("says under the field why Save waits, and 'Day of month only' fills the next such date (issue 34)", async () => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    await dialog.locator('input[name="name"]').fill('Dana Day');
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    // The reason is the field's description, so a screen reader says it with the field too.
    const billDate = dialog.locator('input[name="billDate"]');
    const described = await billDate.getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${described}"]`).textContent()).toBe(
      'Needed to save: the day this partner’s monthly bill is due.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The fixed day is Wednesday 16 May 2029: the 20th is still to come this month, the 3rd falls in June.
    await dialog.getByLabel('Day of month only').selectOption('3');
    expect(await billDate.inputValue()).toBe('2029-06-03');
    await dialog.getByText('Needed to save: the day this partner’s monthly bill is due.').waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Day of month only').count()).toBe(0);
    await billDate.fill('');
    await dialog.getByLabel('Day of month only').selectOption('20');
    expect(await billDate.inputValue()).toBe('2029-05-20');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    expect((await profileNamed('Dana Day'))?.billDate).toBe('2029-05-20');
  });
});

describe('lengths', () => {
  it('a name field takes at most the 200 characters the server keeps, and says how many are used', async () => {
    const { page } = team.browser;
    const dialog = await createPartnerDialog(page);
    const name = dialog.locator('input[name="name"]');
    await paste(page, name, `Lang${'e'.repeat(198)}r`);
    expect((await name.inputValue()).length).toBe(PROFILE_NAME_MAX);
    await dialog.getByText(`${PROFILE_NAME_MAX}/${PROFILE_NAME_MAX} characters`).waitFor();
    await dialog.locator('input[name="billDate"]').fill('2031-03-04');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = await api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access });
    expect(status.body.teamtree.profiles.some((p: { name: string }) => p.name.length === PROFILE_NAME_MAX)).toBe(true);
  });
});
