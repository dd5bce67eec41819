import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/accounts';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { addPartner, openTree, plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Issue 36 for history, the partner form and the import: a German user (a German browser, the
 * account's language German) gets the tree's Verlauf (Aktivität, Zuletzt gelöscht) with its
 * sentences, times and counts, the partner form's fields and its category limit, and the import
 * wizard (columns, check, row errors, the own row, the result) in German, the import on a phone too.
 */
const app = useApp({ clock: 'real' });
let user: TestUser;
let treeId = '';
let who = '';

beforeAll(async () => {
  user = await app.register({ language: 'de' });
  who = `${user.firstName} ${user.lastName}`;
  const planted = await plantTree(app.api, user, 'Team Sonne', 'Root Rita');
  treeId = planted.treeId;
  const bert = await addPartner(app.api, user, treeId, planted.rootId, 'Bert', { billDate: '2031-03-15' });
  expect((await app.api.put('/api/teamtree/profile', { id: bert, billDate: '2031-04-01' }, { token: user.access })).status).toBe(200);
  const carl = await addPartner(app.api, user, treeId, planted.rootId, 'Carl');
  await addPartner(app.api, user, treeId, carl, 'Dora');
  expect((await app.api.delete(`/api/teamtree/profile?id=${carl}`, { token: user.access })).status).toBe(200);
});

const signedInGerman = (width: number, height: number, phone: object = {}) => app.signedIn(user, { width, height, locale: 'de-DE', ...phone });

/** Opens an entry of the wide toolbar's 'Verlauf' menu. */
async function historyMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Verlauf', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  return page.getByRole('dialog', { name: item });
}

describe('history in German', () => {
  it('Aktivität: German sentences, times and filters', async () => {
    const { page } = await signedInGerman(1280, 800);
    await openTree(page, app.url, treeId);
    const panel = await historyMenu(page, 'Aktivität');
    const list = panel.getByRole('list', { name: 'Aktivität' });
    const rows = list.getByRole('listitem');
    const billDateRow = rows.filter({ hasText: `${who} hat bei Bert die Abrechnung von 15.03.2031 auf 01.04.2031 geändert` });
    await billDateRow.waitFor();
    expect(await billDateRow.locator('time').textContent()).toBe('gerade eben');
    expect(await billDateRow.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await rows.filter({ hasText: `${who} hat Carl und 1 Partner darunter gelöscht` }).waitFor();
    await billDateRow.getByRole('button', { name: /^Rückgängig: / }).waitFor();

    expect(await panel.getByLabel('Mitglied').locator('option:checked').textContent()).toBe('Alle Mitglieder');
    await panel.getByLabel('Art der Änderung').selectOption({ label: 'Hinzugefügt' });
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes(' hinzugefügt'))).toBe(true);
    await list.getByText(`${who} hat Dora hinzugefügt`).waitFor();
    await page.keyboard.press('Escape');
  });

  it("Zuletzt gelöscht: the deleted downline, its restore and the restore's undo", async () => {
    const { page } = await signedInGerman(1280, 800);
    await openTree(page, app.url, treeId);
    const trash = await historyMenu(page, 'Zuletzt gelöscht');
    await trash.getByText('Gelöschte Partner bleiben 30 Tage hier, dann sind sie endgültig weg.').waitFor();
    const row = trash.getByRole('list', { name: 'Gelöschte Partner' }).getByRole('listitem').filter({ hasText: 'Carl' });
    expect(await row.textContent()).toContain(`2 Partner · gelöscht von ${who} gerade eben`);
    await row.getByRole('button', { name: 'Carl wiederherstellen' }).click();
    await trash.getByRole('status').filter({ hasText: 'Carl wiederhergestellt (2 Partner).' }).waitFor();
    await trash.getByRole('button', { name: 'Wiederherstellen rückgängig machen' }).click();
    await trash.getByRole('status').filter({ hasText: 'Rückgängig gemacht: 2 Partner wieder in „Zuletzt gelöscht“.' }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('the partner form in German', () => {
  it('names its fields in German, offers the day of month and says the category limit in German', async () => {
    const { page } = await signedInGerman(1280, 800);
    await page.goto(`${app.url}/today`);
    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'Neuen TeamTree pflanzen' }).click();
    const dialog = page.getByRole('dialog');
    for (const label of ['Name', 'Telefonnummer', 'Geburtstag', 'Abrechnung']) await dialog.getByLabel(label, { exact: true }).first().waitFor();
    await dialog.getByText('Zum Speichern nötig: der Tag, an dem die Monatsabrechnung des Partners fällig ist.').waitFor();
    const day = dialog.getByLabel('Nur Tag im Monat');
    expect(await day.locator('option:checked').textContent()).toBe('Tag wählen');
    await dialog.getByRole('group', { name: 'Kategorien' }).waitFor();
    await dialog.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await dialog.getByLabel('Kategorie 1: Titel').fill('Rang');
    expect(await dialog.getByLabel('Kategorie 1: Titel').getAttribute('placeholder')).toBe('Rang');
    await dialog.getByLabel('Kategorie 1: Wert').waitFor();
    await dialog.getByRole('button', { name: 'Kategorie 1 entfernen' }).waitFor();
    // A new user's plan holds one category: a second is refused, in German.
    await dialog.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Du hast das Kategorien-Limit deines BASIC-Plans erreicht (1 Kategorie). Upgrade für mehr!' }).waitFor();
    await dialog.getByText('Pläne ändern die TeamTree-Betreiber: Bitte sie, den Plan des Besitzers dieses TeamTrees zu erweitern.').waitFor();
  });
});

/** A back-office export: the leader's own row, a bad date, a row without a name and one whose sponsor is unknown. */
const CSV = [
  'Berater-Nr;Vorname;Nachname;Sponsor-ID;Telefon;Geburtstag',
  '1;Root;Rita;;;',
  '100;Anna;Adler;;+49 151 1111111;01.02.1980',
  '101;Ben;Berg;100;0151/2222222;31.02.1990',
  '102;;;100;;',
  '103;Dirk;Dorn;999;;',
].join('\r\n');

describe('the import wizard in German', () => {
  it('reads the file and shows its columns, the check with row errors, the own row and the result in German; fits a phone', async () => {
    const phone = PHONES[0];
    const { page } = await signedInGerman(phone.width, phone.height, phone);
    await openTree(page, app.url, treeId);
    await page.goto(`${app.url}/import`);
    await page.getByRole('heading', { name: 'Partner in Team Sonne importieren' }).waitFor();
    await page.getByLabel('CSV- oder Excel-Datei (.xlsx) wählen').setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('heading', { name: 'Spalten von export.csv' }).waitFor();
    expect(await page.getByLabel('Spalte „Vorname“ importieren als').locator('option:checked').textContent()).toBe('Vorname');
    expect(await page.getByLabel('Spalte „Sponsor-ID“ importieren als').locator('option:checked').textContent()).toBe('Upline (nach Partner-ID)');
    expect(await page.getByLabel('Datumsformat').locator('option:checked').textContent()).toBe('TT.MM.JJJJ (31.12.2024)');
    expect(await page.getByLabel('Land der Telefonnummern').locator('option:checked').textContent()).toBe('Deutschland (+49)');
    expect(await page.getByLabel('Importieren unter').locator('option:checked').textContent()).toBe('Root Rita');

    await page.getByRole('heading', { name: 'Prüfung' }).waitFor();
    await page.getByText('2 neu, 0 aktualisiert, 2 übersprungen', { exact: true }).waitFor();
    await page.getByText('1 mit Warnungen importiert', { exact: true }).waitFor();
    const own = page.getByRole('group', { name: 'Deine eigene Zeile' });
    await own.getByText('Diese Zeile bist du (die Wurzel des TeamTrees): ihre Partner kommen unter dich.').waitFor();
    await own.getByLabel('Das ist jemand anderes').waitFor();
    const skipped = page.getByRole('list', { name: 'Zeilen, die übersprungen werden' });
    await skipped.getByRole('listitem').filter({ hasText: 'Zeile 5: Der Name fehlt.' }).waitFor();
    await skipped.getByRole('listitem').filter({ hasText: 'Zeile 6 (Dirk Dorn): Die Upline „999“ ist weder in der Datei noch im TeamTree.' }).waitFor();
    const warned = page.getByRole('list', { name: 'Mit Warnungen importierte Zeilen' });
    await warned.getByText('Geburtstag „31.02.1990“ ist kein Datum im Format TT.MM.JJJJ (31.12.2024): ohne Geburtstag importiert.').waitFor();
    await expectFitsPhone(page, 'the import wizard in German');

    await page.getByRole('button', { name: '2 Partner importieren' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Importiert: 2 neu, 0 aktualisiert.' });
    await done.getByRole('link', { name: 'TeamTree öffnen' }).waitFor();
  });
});
