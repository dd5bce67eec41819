import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Long lists keep a window of rows in the page (issue 11): 300 partners under one root. The
 * dashboard table and a Teambars column render a few dozen rows and cards, say how many there
 * are (aria-rowcount, aria-setsize), and scrolling reaches the last one.
 */
const app = useApp({ clock: 'fixed' });
const PARTNERS = 300;
const TOTAL = PARTNERS + 1;
/** Far more than a window (the view plus overscan) holds, far fewer than all. */
const WINDOW_MAX = 60;

const partnerName = (i: number) => `Partner ${String(i).padStart(3, '0')}`;
const team = useTeam(app, {
  tree: 'Long Team',
  root: 'Big Root',
  owner: { firstName: 'Lara', lastName: 'Long' },
  seed: async (planted) => {
    for (let i = 1; i <= PARTNERS; i += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => planted.addPartner(partnerName(i + k))));
  },
});
beforeAll(() => team.browser.page.evaluate(`localStorage.setItem('teamtree.activeTreeId', ${JSON.stringify(team.treeId)})`));

describe('the dashboard table with 301 partners', () => {
  it('renders a window of rows, tells the total, and the keyboard scrolls to the last partner', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/dashboard`);
    const table = page.getByRole('table', { name: 'Partner overview' });
    await table.getByRole('cell', { name: 'Big Root' }).waitFor();
    expect(await page.getByTestId('partners-total').innerText()).toBe(String(TOTAL));
    expect(await table.getAttribute('aria-rowcount')).toBe(String(TOTAL + 1));
    const rendered = () => table.locator('tbody tr[aria-rowindex]').count();
    expect(await rendered()).toBeGreaterThan(5);
    expect(await rendered()).toBeLessThan(WINDOW_MAX);

    await page.getByRole('region', { name: 'Partner overview rows' }).focus();
    await page.keyboard.press('End');
    const last = table.getByRole('row').filter({ has: page.getByRole('cell', { name: partnerName(PARTNERS), exact: true }) });
    await last.waitFor();
    expect(await last.getAttribute('aria-rowindex')).toBe(String(TOTAL + 1));
    expect(await table.getByRole('cell', { name: 'Big Root' }).count()).toBe(0);
    expect(await rendered()).toBeLessThan(WINDOW_MAX);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sorts all rows, not just the window: bill date descending puts the root first', async () => {
    const { page } = team.browser;
    const table = page.getByRole('table', { name: 'Partner overview' });
    const billHeader = table.getByRole('columnheader', { name: 'Bill Date' });
    await billHeader.getByRole('button').click();
    await billHeader.getByRole('button').click();
    expect(await billHeader.getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('region', { name: 'Partner overview rows' }).focus();
    await page.keyboard.press('Home');
    await table.getByRole('row', { name: /Big Root/ }).waitFor();
    expect(await table.getByRole('row', { name: /Big Root/ }).getAttribute('aria-rowindex')).toBe('2');
  });
});

describe('a Teambars column with 301 cards', () => {
  it('renders a window of cards, each with its place, and scrolling reaches the last card', async () => {
    const { page } = team.browser;
    await page.goto(`${app.url}/teambars?group=billdate`);
    const active = page.getByRole('list', { name: 'Active', exact: true });
    await active.getByRole('listitem').first().waitFor();
    const cards = active.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(3);
    expect(await cards.count()).toBeLessThan(WINDOW_MAX);
    expect(await cards.first().getAttribute('aria-setsize')).toBe(String(TOTAL));
    expect(await cards.first().getAttribute('aria-posinset')).toBe('1');

    // Bill-date bars sort by urgency: the partners (2031-01-01) first, the root (2031-06-01) last.
    await active.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    const root = cards.filter({ hasText: 'Big Root' });
    await root.waitFor();
    expect(await root.getAttribute('aria-posinset')).toBe(String(TOTAL));
    expect(await cards.count()).toBeLessThan(WINDOW_MAX);
  });
});
