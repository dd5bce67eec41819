import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail, type TestUser } from '../support/accounts';
import { storeAccountToken } from '../support/account-links';
import { bulkUsers } from '../support/seed';
import { signInThroughUi } from './support/app';
import { seriousViolations } from './support/axe';
import { screenshotThemes, type TestBrowser } from './support/browser';
import { useApp } from './support/use-app';

/** The operators page at /admin (issue 13, item 6): an ADMIN changes plans, a MODERATOR only looks. */
const ADMIN_EMAIL = uniqueEmail('ops-admin');
const app = useApp({ clock: 'real', env: { ADMIN_EMAILS: ADMIN_EMAIL }, browser: {} });
const api = app.api;
let admin: TestUser;
let moderator: TestUser;
let customer: TestUser;
let moderatorBrowser: TestBrowser;

const rows = (page: Page) => page.getByTestId('user-row');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });
const planOf = async (id: string) => {
  const res = await api.get('/api/admin/users', { token: admin.access });
  return res.body.users.find((u: { id: string }) => u.id === id)?.plan;
};

/** Types into the search field, waits for the server's answer to it, then for the table to show exactly `count` rows. */
async function searchFor(page: Page, text: string, count: number) {
  const answered = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/admin/users' && (url.searchParams.get('query') ?? '') === text.trim();
  });
  await search(page).fill(text);
  await answered;
  await showsRows(page, count);
}

/** Waits until the table shows exactly `count` rows and nothing is loading. */
async function showsRows(page: Page, count: number) {
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
  if (count > 0) await rows(page).nth(count - 1).waitFor();
  await rows(page).nth(count).waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const db = app.server.context.db;
  admin = await app.register({ email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Operator' });
  customer = await app.register({ firstName: 'Uma', lastName: 'Customer', email: uniqueEmail('uma-customer') });
  moderator = await app.register({ firstName: 'Mo', lastName: 'Derator' });
  const planted = await api.post('/api/teamtree', { name: 'Uma Team', phone: '', birthday: null, billDate: '2031-06-01', categories: [] }, { token: customer.access });
  expect(planted.status).toBe(201);

  // The listed email becomes ADMIN once it is verified: follow the mailed link as its owner
  // would, signed in to the account (the page asks a signed-out visitor to sign in first).
  const { page } = app.browser;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInThroughUi(page, app.url, admin.email, admin.password);
  await page.goto(`${app.url}/auth/verify-email?token=${await storeAccountToken(db, admin.id, 'verify')}`);
  await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
  expect((await api.get('/api/auth/me', { token: admin.access })).body.role).toBe('ADMIN');
  expect((await api.put('/api/admin/users', { id: moderator.id, role: 'MODERATOR' }, { token: admin.access })).status).toBe(200);

  // 55 more users, so that a search has a second page.
  await db('users').insert(bulkUsers(55, (i) => new Date(Date.now() - (i + 1) * 60_000)));
  moderatorBrowser = await app.signedIn(moderator);
}, 180_000);

describe('the operators page as ADMIN', () => {
  it('finds a user by name or email and shows plan, role, created date and tree count', async () => {
    const { page } = app.browser;
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Operators', level: 1 }).waitFor();
    await rows(page).first().waitFor();
    await searchFor(page, 'uma cust', 1);
    const row = rows(page).first();
    expect(await row.getByRole('rowheader').innerText()).toBe('Uma Customer');
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[0]).toBe(customer.email);
    expect(cells[3]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(cells[4]).toBe('1');
    expect(await row.getByRole('combobox', { name: 'Plan of Uma Customer' }).inputValue()).toBe('BASIC');
    expect(await row.getByRole('combobox', { name: 'Role of Uma Customer' }).inputValue()).toBe('USER');

    await searchFor(page, customer.email.toUpperCase(), 1);
    await searchFor(page, 'nobody-has-this-name', 0);
    await page.getByText('No users match').waitFor();
    await screenshotThemes(page, 'operators-empty-1024');
  });

  it('pages through more than 50 users', async () => {
    const { page } = app.browser;
    await searchFor(page, 'bulk', 50);
    await page.getByText('Page 1: users 1–50').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2: users 51–55').waitFor();
    await showsRows(page, 5);
    expect(await rows(page).first().getByRole('rowheader').innerText()).toBe('Bulk No50');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText('Page 1: users 1–50').waitFor();
    // A new search starts again at page 1.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Page 2: users 51–55').waitFor();
    await searchFor(page, 'bulk no1', 11);
    await page.getByText('Page 1: users 1–11').waitFor();
  });

  it('changes a plan by keyboard after a confirmation naming the user and the change; it stays after a reload', async () => {
    const { page } = app.browser;
    await searchFor(page, 'uma', 1);
    const plan = page.getByRole('combobox', { name: 'Plan of Uma Customer' });
    await plan.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await plan.inputValue()).toBe('PRO_ANNUAL');
    await page.keyboard.press('Tab'); // role
    await page.keyboard.press('Tab'); // Save
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('alertdialog', { name: 'Change user' });
    await confirm.getByText(`Change the plan from Basic to Pro (annual) for Uma Customer (${customer.email})?`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'operators-confirm-1024');

    // Cancel stores nothing.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await planOf(customer.id)).toBe('BASIC');
    expect(await page.evaluate<string | null>("document.activeElement.getAttribute('aria-label')")).toBe('Save changes for Uma Customer');

    await page.keyboard.press('Enter');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Change' }).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Uma Customer: plan is now Pro (annual).' }).waitFor();
    expect(await planOf(customer.id)).toBe('PRO_ANNUAL');

    await page.reload();
    await searchFor(page, 'uma', 1);
    expect(await page.getByRole('combobox', { name: 'Plan of Uma Customer' }).inputValue()).toBe('PRO_ANNUAL');
  });

  it('shows its own role as text (an admin cannot change it), passes axe and looks right in both themes', async () => {
    const { page } = app.browser;
    await searchFor(page, ADMIN_EMAIL, 1);
    const own = rows(page).first();
    expect(await own.getByRole('rowheader').innerText()).toBe('Ada Operator (you)');
    expect(await own.getByRole('combobox').count()).toBe(1);
    expect(await own.getByRole('combobox', { name: 'Plan of Ada Operator' }).count()).toBe(1);
    expect(await own.getByText('Admin', { exact: true }).count()).toBe(1);
    await searchFor(page, '', 50);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'operators-admin-1024');
  });
});

describe('changes and failures as ADMIN', () => {
  it('changes plan and role in one confirmation', async () => {
    const { page } = app.browser;
    await searchFor(page, 'bulk no7', 1);
    await page.getByRole('combobox', { name: 'Plan of Bulk No7' }).selectOption('ELITE_MONTHLY');
    await page.getByRole('combobox', { name: 'Role of Bulk No7' }).selectOption('MODERATOR');
    await page.getByRole('button', { name: 'Save changes for Bulk No7' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Change user' });
    await confirm.getByText('Change the plan from Basic to Elite (monthly) and role from User to Moderator for Bulk No7 (bulk7@example.com)?').waitFor();
    await confirm.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('status').filter({ hasText: 'Bulk No7: plan is now Elite (monthly), role is now Moderator.' }).waitFor();
    const stored = await app.server.context.db('users').where({ email_lower: 'bulk7@example.com' }).first('plan', 'role');
    expect(stored).toEqual({ plan: 'ELITE_MONTHLY', role: 'MODERATOR' });
  });

  it('says why a change failed and reads the list again (the user was deleted meanwhile)', async () => {
    const { page } = app.browser;
    await searchFor(page, 'bulk no8', 1);
    await app.server.context.db('users').where({ email_lower: 'bulk8@example.com' }).delete();
    await page.getByRole('combobox', { name: 'Plan of Bulk No8' }).selectOption('PRO_MONTHLY');
    await page.getByRole('button', { name: 'Save changes for Bulk No8' }).click();
    await page.getByRole('alertdialog', { name: 'Change user' }).getByRole('button', { name: 'Change' }).click();
    await page.getByRole('alert').filter({ hasText: 'User not found' }).waitFor();
    await page.getByText('No users match').waitFor();
  });

  it('shows an error with a way to try again when the list cannot be read', async () => {
    const { page } = app.browser;
    const db = app.server.context.db;
    // Another operator took the role away: the next search is refused.
    await db('users').where({ id: admin.id }).update({ role: 'USER' });
    await search(page).fill('bulk no9');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load users: Only operators can open the admin area.' });
    await failure.waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(await page.getByText('User not found').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'operators-error-1024');
    await db('users').where({ id: admin.id }).update({ role: 'ADMIN' });
    await failure.getByRole('button', { name: 'Try again' }).click();
    await showsRows(page, 1);
    expect(await rows(page).first().getByRole('rowheader').innerText()).toBe('Bulk No9');
  });
});

describe('the operators page as MODERATOR', () => {
  it('lists users with plan and role as text only: nothing to change', async () => {
    const { page } = moderatorBrowser;
    await page.goto(`${app.url}/admin`);
    await page.getByRole('heading', { name: 'Operators', level: 1 }).waitFor();
    await page.getByText('Only administrators can change plans and roles.').waitFor();
    await searchFor(page, 'uma', 1);
    const row = rows(page).first();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([customer.email, 'Pro (annual)', 'User', expect.any(String), '1']);
    expect(await page.getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Save changes/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotThemes(page, 'operators-moderator-1024');
  });
});
