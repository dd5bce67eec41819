import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestUser } from '../support/accounts';
import { SERVER_ADDRESS_MESSAGES } from '../../shared/domain/server-address';
import { signInThroughUi } from './support/app';
import { expectFitsPhone, PHONES } from './support/phone-layout';
import { plantTree } from './support/trees';
import { useApp } from './support/use-app';

/**
 * Issue 36: a German browser gets sharing, joining, planting or joining a tree, the operators page
 * and the desktop app's server screen in German ('du', Partner, Team; German dates), and the Share
 * dialog fits a phone in German. Each check names a German text, so a text left in English fails.
 */
const app = useApp({ clock: 'real' });
const api = app.api;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first().waitFor();

/** A German user's browser, signed in. */
async function germanBrowser(user: TestUser, size: { width: number; height: number } = { width: 1024, height: 768 }) {
  const browser = await app.openBrowser({ ...size, locale: 'de-DE' });
  await signInThroughUi(browser.page, app.url, user.email, user.password);
  return browser;
}

/** `member` asks to join the tree by its share link; answers the link's token. */
async function askToJoin(owner: TestUser, member: TestUser, treeId: string): Promise<string> {
  const link = await api.post('/api/teamtree/share', { teamtreeId: treeId }, { token: owner.access });
  const token: string = link.body.shareLink.token;
  expect((await api.post(`/api/teamtree/join/${token}`, {}, { token: member.access })).status).toBe(201);
  return token;
}

describe('sharing and joining in German (issue 36)', () => {
  it('the Share dialog: requests, members, the invite link, what READ members see and ordered categories, all in German', async () => {
    const owner = await app.register({ language: 'de', firstName: 'Olga', lastName: 'Owner' });
    const member = await app.register({ language: 'de', firstName: 'Mia', lastName: 'Mitglied' });
    const { treeId } = await plantTree(api, owner, 'Team Sonne');
    await askToJoin(owner, member, treeId);
    const { page } = await germanBrowser(owner);
    await page.goto(`${app.url}/teamtree?teamtreeId=${treeId}`);
    await page.getByRole('button', { name: 'Teilen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Team Sonne teilen' });
    await heading(page, 'Offene Anfragen (1)');
    await dialog.getByRole('button', { name: 'Annehmen' }).click();
    await heading(page, 'Offene Anfragen (0)');
    await dialog.getByText('Keine offenen Anfragen.').waitFor();
    await heading(page, 'Mitglieder');
    // The new member can read; the owner changes that in German.
    const permission = dialog.getByRole('combobox', { name: 'Recht von Mia Mitglied' });
    await permission.waitFor();
    expect(await permission.locator('option:checked').innerText()).toBe('darf lesen');
    await dialog.getByText('Administrator', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Mia Mitglied entfernen' }).waitFor();

    await heading(page, 'Einladungslink');
    await dialog.getByRole('textbox', { name: 'Einladungslink' }).waitFor();
    await dialog.getByRole('button', { name: 'Einladungslink kopieren' }).waitFor();
    await dialog.getByRole('button', { name: 'Widerrufen' }).click();
    const revoke = page.getByRole('alertdialog', { name: 'Diesen Link widerrufen?' });
    await revoke.getByRole('button', { name: 'Link behalten' }).click();

    for (const name of ['Name', 'Telefonnummern', 'Was Leser sehen', 'Sortierte Kategorien']) await heading(page, name);
    await dialog.getByRole('button', { name: 'Umbenennen' }).waitFor();
    await dialog.getByRole('button', { name: 'Land speichern' }).waitFor();
    const phones = dialog.getByRole('checkbox', { name: 'Leser sehen Telefonnummern' });
    await dialog.getByRole('checkbox', { name: 'Leser sehen Notizen und Anrufe' }).waitFor();
    await phones.uncheck();
    await dialog.getByRole('button', { name: 'Speichern, was Leser sehen' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();

    await dialog.getByLabel('Kategorie', { exact: true }).fill('Rang');
    await dialog.getByText('Keine Reihenfolge: Die Werte stehen von A bis Z.').waitFor();
    await dialog.getByLabel('Neuer Wert').fill('Bronze');
    await dialog.getByRole('button', { name: 'Wert hinzufügen' }).click();
    await dialog.getByLabel('Neuer Wert').fill('bronze');
    await dialog.getByRole('button', { name: 'Wert hinzufügen' }).click();
    await dialog.getByText('„Bronze“ steht doppelt: Jeder Wert darf nur einmal vorkommen').waitFor();
    await dialog.getByRole('list', { name: 'Reihenfolge von Rang' }).getByRole('button', { name: 'Bronze nach oben' }).waitFor();
    await dialog.getByRole('button', { name: 'Reihenfolge speichern' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Reihenfolge gespeichert.' }).waitFor();
  });

  it('a member’s Share dialog offers leaving in German, and it fits a phone', async () => {
    const owner = await app.register({ language: 'de' });
    const member = await app.register({ language: 'de', firstName: 'Mia', lastName: 'Mitglied' });
    const { treeId } = await plantTree(api, owner, 'Team Mond');
    await askToJoin(owner, member, treeId);
    const requests = await api.get(`/api/teamtree/join-requests?teamtreeId=${treeId}`, { token: owner.access });
    await api.post('/api/teamtree/join-requests', { requestId: requests.body.requests[0].id, action: 'approve' }, { token: owner.access });

    const phone = PHONES[0];
    const { page } = await germanBrowser(owner, phone);
    await page.goto(`${app.url}/teamtree?teamtreeId=${treeId}`);
    await page.getByRole('button', { name: 'Mehr', exact: true }).click();
    await page.getByRole('dialog', { name: 'Mehr' }).getByRole('button', { name: 'Teilen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Team Mond teilen' });
    await dialog.getByRole('combobox', { name: 'Recht von Mia Mitglied' }).waitFor();
    await dialog.getByRole('button', { name: 'Einladungslink kopieren' }).waitFor();
    await expectFitsPhone(page, 'Share dialog in German', '[role="dialog"]');

    const { page: memberPage } = await germanBrowser(member);
    await memberPage.goto(`${app.url}/teamtree?teamtreeId=${treeId}`);
    await memberPage.getByRole('button', { name: 'Teilen', exact: true }).click();
    const memberDialog = memberPage.getByRole('dialog', { name: 'Team Mond teilen' });
    await memberDialog.getByText('darf lesen', { exact: true }).waitFor();
    await memberDialog.getByRole('button', { name: 'Diesen TeamTree verlassen' }).click();
    const leave = memberPage.getByRole('alertdialog', { name: '„Team Mond“ verlassen?' });
    await leave.getByText('Du verlierst den Zugang zu diesem TeamTree, bis dich jemand wieder einlädt.').waitFor();
    await leave.getByRole('button', { name: 'Bleiben' }).click();
  });

  it('the invite link’s page, the waiting page and the Plant new TeamTree dialog in German', async () => {
    const owner = await app.register({ language: 'de', firstName: 'Olga', lastName: 'Owner' });
    const guest = await app.register({ language: 'de' });
    const { treeId } = await plantTree(api, owner, 'Team Stern');
    const link = await api.post('/api/teamtree/share', { teamtreeId: treeId }, { token: owner.access });
    const { page } = await germanBrowser(guest);

    await page.goto(`${app.url}/join/${link.body.shareLink.token}`);
    await heading(page, 'TeamTree beitreten');
    await page.getByText('Du bist eingeladen zu').waitFor();
    await page.getByText('Eigentümer: Olga Owner').waitFor();
    await page.getByRole('button', { name: 'Abbrechen' }).waitFor();
    await page.getByRole('button', { name: 'Beitritt anfragen' }).click();
    await heading(page, 'Warten auf Freigabe');
    await page.getByText('Der Eigentümer des TeamTrees wurde gebeten, deine Anfrage freizugeben.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Meine TeamTrees' }).waitFor();

    await page.goto(`${app.url}/join/nichtGueltig0123456789`);
    await page.getByText('Dieser Einladungslink ist ungültig oder wurde widerrufen.').waitFor();

    await page.goto(`${app.url}/teamtree`);
    await page.getByRole('button', { name: 'Profilmenü' }).click();
    await page.getByRole('menuitem', { name: 'Neuen TeamTree pflanzen' }).click();
    const plant = page.getByRole('dialog', { name: 'Neuen TeamTree pflanzen' });
    await heading(page, 'TeamTree erstellen');
    await plant.getByRole('button', { name: 'Pflanzen' }).waitFor();
    await plant.getByRole('heading', { name: 'TeamTree beitreten' }).waitFor();
    await plant.getByText('Einladungslink bekommen').waitFor();
    await plant.getByLabel('Einladungscode').fill('nichtGueltig0123456789');
    await plant.getByRole('button', { name: 'Beitreten', exact: true }).click();
    await plant.getByText('Dieser Einladungslink ist ungültig oder wurde widerrufen.').waitFor();
  });
});

describe('the operators page and the server screen in German (issue 36)', () => {
  it('an ADMIN finds users, with German plans, roles and dates, and confirms a change in German', async () => {
    const admin = await app.register({ language: 'de', firstName: 'Ada', lastName: 'Admin' });
    const customer = await app.register({ firstName: 'Uma', lastName: 'Kundin' });
    await app.server.context.db('users').where({ id: admin.id }).update({ role: 'ADMIN' });
    const { page } = await germanBrowser(admin, { width: 1280, height: 900 });
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Verwaltung', level: 1 }).waitFor();
    await page.getByText('Finde Nutzer und ändere ihren Tarif oder ihre Rolle.').waitFor();
    await page.getByRole('searchbox', { name: 'Nutzer suchen' }).fill(customer.email);
    const row = page.getByTestId('user-row').filter({ hasText: 'Uma Kundin' });
    await row.waitFor();
    for (const name of ['Tarif', 'Rolle', 'Seit']) await page.getByRole('columnheader', { name, exact: true }).waitFor();
    // The created date as German writes it: '7. Dez. 2026'.
    const created = await row.locator('time').innerText();
    expect(created).toBe(new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()));
    expect(created).toMatch(/^\d{1,2}\. \S+ \d{4}$/);
    await page.getByText(/^Seite 1: Nutzer 1$/).waitFor();
    const plan = row.getByRole('combobox', { name: 'Tarif von Uma Kundin' });
    expect(await plan.locator('option:checked').innerText()).toBe('Basic');
    await plan.selectOption('PRO_ANNUAL');
    await row.getByRole('button', { name: 'Änderungen für Uma Kundin speichern' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Nutzer ändern' });
    await confirm.getByText(`Für Uma Kundin (${customer.email}) den Tarif von Basic auf Pro (jährlich) ändern?`).waitFor();
    await confirm.getByRole('button', { name: 'Ändern' }).click();
    await page.getByRole('status').filter({ hasText: 'Uma Kundin: Tarif ist jetzt Pro (jährlich).' }).waitFor();

    await page.getByRole('searchbox', { name: 'Nutzer suchen' }).fill('niemand-hier-xyz');
    await page.getByText('Keine passenden Nutzer').waitFor();
  });

  it("the desktop app's first start asks for the server in German (a stand-in for the desktop host)", async () => {
    const { page } = await app.openBrowser({ width: 390, height: 844, locale: 'de-DE' });
    // The desktop preload's API as the renderer sees it on a first start: no server chosen yet;
    // the main process's English refusal of an http:// address, and a check that fails outright.
    await page.addInitScript(`
      window.teamtreeDesktop = {
        server: {
          current: async () => ({ url: null, suggested: 'https://teamtree.example' }),
          use: async (address) => {
            if (address.startsWith('http://')) return { ok: false, error: ${JSON.stringify(SERVER_ADDRESS_MESSAGES.https)} };
            throw new Error('no main process here');
          },
        },
      };
    `);
    await page.goto(`${app.url}/`);
    await heading(page, 'Mit TeamTree verbinden');
    await page.getByText('Wähle den Server deines Teams.', { exact: false }).waitFor();
    const field = page.getByLabel('Serveradresse');
    expect(await field.inputValue()).toBe('https://teamtree.example');
    await field.fill('http://teamtree.example');
    await page.getByRole('button', { name: 'Verbinden' }).click();
    await page.getByText('Nutze eine https://-Adresse (http:// nur für einen Server auf diesem Computer)').waitFor();
    await field.fill('https://teamtree.example');
    await page.getByRole('button', { name: 'Verbinden' }).click();
    await page.getByText('Die App konnte diese Adresse nicht prüfen. Versuch es nochmal.').waitFor();
    await expectFitsPhone(page, 'server screen in German');
  });
});
