import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actionProblems, expectFitsPhone, PHONES } from './support/phone-layout';
import { openTree, selectPartner } from './support/trees';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';
import { restingBox } from './support/resting-box';

/**
 * Issue 24 item 1 (first slice): 'Change upline…' moves a partner with its whole downline, by
 * keyboard, from the node's actions or the Edit Partner dialog. The partner's own downline is
 * not offered (typing one's name says why); a READ member is not offered the action but sees
 * the move live; a move made offline waits in the outbox and lands once back online.
 */

const app = useApp({ clock: 'real' });

const team = useTeam(app, {
  tree: 'Move Team',
  root: 'Root Rita',
  member: { firstName: 'Rolf', lastName: 'Reader' },
  browser: { width: 1280, height: 800 },
});

type Profile = { id: string; name: string; parentId: string | null };

async function profiles(): Promise<Profile[]> {
  return (await app.api.get(`/api/teamtree/status?teamtreeId=${team.treeId}`, { token: team.owner.access })).body.teamtree.profiles;
}
async function uplineOf(name: string): Promise<string | undefined> {
  const all = await profiles();
  const parentId = all.find((p) => p.name === name)?.parentId;
  return all.find((p) => p.id === parentId)?.name;
}

/** Present exactly when the page holds the partner under that upline (the screen-reader list; hidden from the tree while a dialog is open). */
const shows = (page: Page, name: string, upline: string) =>
  page.getByRole('button', { name: new RegExp(`^Select ${name} \\(upline ${upline}\\)`), includeHidden: true }).waitFor({ state: 'attached' });
const picker = (page: Page, name: string) => page.getByRole('dialog', { name: `Change upline of ${name}` });

/** Root Rita > Anna > Carl > Dora, Root Rita > Bert; every test starts from it. */
beforeEach(async () => {
  for (const p of await profiles()) if (p.parentId === team.rootId) await app.api.delete(`/api/teamtree/profile?id=${p.id}`, { token: team.owner.access });
  const anna = await team.addPartner('Anna');
  const carl = await team.addPartner('Carl', anna);
  await team.addPartner('Dora', carl);
  await team.addPartner('Bert');
});

describe("'Change upline…'", () => {
  it("moves a partner with its downline by keyboard, refuses the partner's own downline with the reason, and a READ member sees the move live", async () => {
    const { page } = team.browser;
    const reader = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await openTree(reader, app.url, team.treeId);
    await shows(reader, 'Anna', 'Root Rita');
    // A READ member is not offered the move.
    await selectPartner(reader, 'Anna');
    expect(await reader.getByRole('button', { name: 'Change upline of Anna' }).count()).toBe(0);

    await selectPartner(page, 'Anna');
    await page.getByRole('button', { name: 'Change upline of Anna' }).focus();
    await page.keyboard.press('Enter');
    const dialog = picker(page, 'Anna');
    const input = dialog.getByRole('combobox', { name: 'New upline' });
    await expect.poll(() => input.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    // Anna herself, her downline and her current upline are not offered.
    const offered = dialog.getByRole('option');
    await expect.poll(() => offered.allInnerTexts()).toEqual(['Bert\nUpline Root Rita']);

    await page.keyboard.type('Dora');
    await dialog.getByText("Dora is in Anna's downline: a partner cannot move under their own team.").waitFor();
    expect(await offered.count()).toBe(0);
    // Enter with nothing offered sends nothing.
    await page.keyboard.press('Enter');
    expect(await uplineOf('Anna')).toBe('Root Rita');

    await input.fill('');
    await page.keyboard.type('be');
    await dialog.getByRole('option', { name: /Bert/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // Anna moved with her downline, on the mover's page, on the reader's, and on the server.
    await shows(page, 'Anna', 'Bert');
    await shows(page, 'Carl', 'Anna');
    await shows(reader, 'Anna', 'Bert');
    await shows(reader, 'Dora', 'Carl');
    expect(await uplineOf('Anna')).toBe('Bert');
    expect(await uplineOf('Dora')).toBe('Carl');
  });

  it('is in the Edit Partner dialog too, and Escape cancels the picker without a change', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await selectPartner(page, 'Carl');
    await page.getByRole('button', { name: 'Edit Carl' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Partner' });
    await edit.getByRole('button', { name: 'Change upline…' }).click();
    await edit.waitFor({ state: 'detached' });
    const dialog = picker(page, 'Carl');
    await dialog.getByRole('option', { name: /Bert/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await uplineOf('Carl')).toBe('Anna');
    // The root cannot move: its actions do not offer it.
    await selectPartner(page, 'Root Rita');
    expect(await page.getByRole('button', { name: 'Change upline of Root Rita' }).count()).toBe(0);
  });

  it('is drawn before the server answers, and a refusal puts the partner back', async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await shows(page, 'Bert', 'Root Rita');
    const moveTo = async (upline: string) => {
      await selectPartner(page, 'Bert');
      await page.getByRole('button', { name: 'Change upline of Bert' }).click();
      const dialog = picker(page, 'Bert');
      await dialog.getByRole('combobox', { name: 'New upline' }).fill(upline);
      await dialog.getByRole('option', { name: new RegExp(upline), selected: true }).waitFor();
      await page.keyboard.press('Enter');
      return dialog;
    };
    const moves = '**/api/teamtree/profile';
    try {
      // The move's request is held until the page shows it: drawn before any answer.
      let release!: () => void;
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route(moves, async (route) => {
        if (route.request().method() === 'PUT') await answered;
        await route.fallback();
      });
      const dialog = await moveTo('Carl');
      await shows(page, 'Bert', 'Carl');
      expect(await uplineOf('Bert')).toBe('Root Rita');
      release();
      await dialog.waitFor({ state: 'detached' });
      expect(await uplineOf('Bert')).toBe('Carl');
      await page.unrouteAll({ behavior: 'wait' });

      // Refused (the right to edit was taken away meanwhile): Bert is back under Carl, and the picker says why.
      await page.route(moves, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'You do not have permission to edit this TeamTree.' }) }) : route.fallback(),
      );
      const refused = await moveTo('Anna');
      await refused.getByText('You do not have permission to edit this TeamTree.').waitFor();
      await shows(page, 'Bert', 'Carl');
      expect(await uplineOf('Bert')).toBe('Carl');
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  it('waits in the outbox while offline and lands once back online', async () => {
    const { page, context } = team.browser;
    await openTree(page, app.url, team.treeId);
    await shows(page, 'Bert', 'Root Rita');
    try {
      await context.setOffline(true);
      await selectPartner(page, 'Bert');
      await page.getByRole('button', { name: 'Change upline of Bert' }).click();
      const dialog = picker(page, 'Bert');
      await dialog.getByRole('combobox', { name: 'New upline' }).fill('Carl');
      await dialog.getByRole('option', { name: /Carl/, selected: true }).waitFor();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: '1 change waiting', exact: true }).waitFor();
      await shows(page, 'Bert', 'Carl');
      expect(await uplineOf('Bert')).toBe('Root Rita');
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('button', { name: /^\d+ changes? waiting$/ }).waitFor({ state: 'detached', timeout: 30_000 });
    expect(await uplineOf('Bert')).toBe('Carl');
  });

  it('on a touch phone: the action is a 44 px target and the picker a sheet that fits, light and dark, without axe findings', async () => {
    const phone = await app.signedIn(team.owner, PHONES[0]);
    try {
      const { page } = phone;
      await openTree(page, app.url, team.treeId);
      await selectPartner(page, 'Anna');
      const action = page.getByRole('button', { name: 'Change upline of Anna' });
      const box = await action.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
      await action.click();
      const dialog = picker(page, 'Anna');
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await dialog.getByRole('option', { name: /Bert/ }).waitFor();
      expect(await actionProblems(dialog, cancel), 'the picker').toEqual([]);
      await expectFitsPhone(page, 'the upline picker', '[role="dialog"]');
      await cancel.click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await phone.close();
    }
  });
});

/** Issue 24 item 1: the same move by dragging a node onto another on the canvas. */
describe('drag and drop on the canvas', () => {
  /** The tree opens at 80% (issue 35); these steps place the partners in the classic layout, chosen here for the owner. */
  const K = 0.8;
  beforeAll(async () => {
    const settings = (await app.api.get('/api/user/settings', { token: team.owner.access })).body.settings;
    const value = { ...settings.value, treeLayout: { [team.treeId]: 'classic' } };
    await app.api.post('/api/user/settings', { settings: { __v: 1, value } }, { token: team.owner.access });
  });

  /**
   * The centre of Anna on screen, from her action buttons (centred 6 px below her 48 px box);
   * the others are placed from her by the classic layout's 200 px columns and 168 px levels.
   */
  async function annaAt(page: Page): Promise<[number, number]> {
    // Banners that arrive with late answers (the e-mail reminder) move the canvas down: wait for them.
    await page.waitForLoadState('networkidle');
    await selectPartner(page, 'Anna');
    const actions = page.getByRole('toolbar', { name: 'Actions for Anna' });
    await actions.waitFor({ state: 'visible' });
    // The buttons come back once the view rests: read them where they rest.
    const box = await restingBox(actions);
    return [box.x + box.width / 2, box.y - 6 - 24 * K];
  }
  const ANNA = [0, 0] as const;
  const BERT = [1, 0] as const;
  const CARL = [0, 1] as const;

  /** Presses on one node and moves the mouse onto another in small steps, without releasing. */
  async function dragOnto(page: Page, from: readonly [number, number], to: readonly [number, number]) {
    const [ax, ay] = await annaAt(page);
    await page.mouse.move(ax + from[0] * 200 * K, ay + from[1] * 168 * K);
    await page.mouse.down();
    await page.mouse.move(ax + to[0] * 200 * K, ay + to[1] * 168 * K, { steps: 8 });
  }
  const hint = (page: Page) => page.getByTestId('drag-hint');
  const confirm = (page: Page) => page.getByRole('dialog', { name: 'Move partner' });
  /** Counts the moves (profile updates) the page sends. */
  function countMoves(page: Page) {
    const sent = { count: 0 };
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/teamtree/profile')) sent.count++;
    });
    return sent;
  }

  it('moves a partner with its downline after the confirmation, and a READ member sees it live', async () => {
    const { page } = team.browser;
    const reader = team.memberBrowser.page;
    await openTree(page, app.url, team.treeId);
    await openTree(reader, app.url, team.treeId);
    await shows(page, 'Dora', 'Carl');
    await shows(reader, 'Anna', 'Root Rita');

    await dragOnto(page, ANNA, BERT);
    await expect.poll(() => hint(page).innerText()).toBe('Move under Bert');
    expect(await hint(page).getAttribute('data-refused')).toBe('false');
    await page.mouse.up();
    const dialog = confirm(page);
    await dialog.getByText('Move Anna (and 2 partners below) under Bert?').waitFor();
    expect(await hint(page).isVisible()).toBe(false);
    // Nothing is sent before the confirmation; Enter confirms ('Move' has the focus).
    expect(await uplineOf('Anna')).toBe('Root Rita');
    await expect.poll(() => dialog.getByRole('button', { name: 'Move' }).evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await shows(page, 'Anna', 'Bert');
    await shows(reader, 'Anna', 'Bert');
    await shows(reader, 'Dora', 'Carl');
    expect(await uplineOf('Anna')).toBe('Bert');
    expect(await uplineOf('Carl')).toBe('Anna');
    expect(await uplineOf('Dora')).toBe('Carl');
  });

  it("refuses the partner's own downline with the reason and sends nothing; Escape cancels a drag and the confirmation", async () => {
    const { page } = team.browser;
    await openTree(page, app.url, team.treeId);
    await shows(page, 'Dora', 'Carl');
    const sent = countMoves(page);

    await dragOnto(page, ANNA, CARL);
    await expect.poll(() => hint(page).innerText()).toBe("Carl is in Anna's downline: a partner cannot move under their own team.");
    expect(await hint(page).getAttribute('data-refused')).toBe('true');
    await page.mouse.up();
    expect(await confirm(page).count()).toBe(0);
    await hint(page).waitFor({ state: 'hidden' });

    // Escape during the drag: the release over Bert drops nothing.
    await dragOnto(page, ANNA, BERT);
    await expect.poll(() => hint(page).innerText()).toBe('Move under Bert');
    await page.keyboard.press('Escape');
    await hint(page).waitFor({ state: 'hidden' });
    await page.mouse.up();
    expect(await confirm(page).count()).toBe(0);

    // Escape in the confirmation: nothing moves either.
    await dragOnto(page, ANNA, BERT);
    await expect.poll(() => hint(page).innerText()).toBe('Move under Bert');
    await page.mouse.up();
    await confirm(page).waitFor();
    await page.keyboard.press('Escape');
    await confirm(page).waitFor({ state: 'detached' });

    expect(sent.count).toBe(0);
    expect(await uplineOf('Anna')).toBe('Root Rita');
  });

  /** Whether the canvas refuses a context menu now (answers the event's default prevented). */
  const canvasMenuRefused = (page: Page) =>
    page.evaluate<boolean>(`!document.querySelector('[data-testid="tree-canvas"]').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))`);

  /**
   * A phone with touch, signed in as the owner, on the tree with Anna's centre found, and a
   * finger (Chromium's touch input) to press, move and lift; the phone closes after `scenario`.
   */
  async function onTouchPhone(scenario: (phone: { page: Page; anna: [number, number]; finger(type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number): Promise<unknown> }) => Promise<void>) {
    const phone = await app.signedIn(team.owner, PHONES[0]);
    try {
      const { page, context } = phone;
      await openTree(page, app.url, team.treeId);
      await shows(page, 'Dora', 'Carl');
      const anna = await annaAt(page);
      const touch = await context.newCDPSession(page);
      const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        touch.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      await scenario({ page, anna, finger });
    } finally {
      await phone.close();
    }
  }

  it('on a touch phone: a long press picks Anna up, the finger carries her onto Bert, and the move is confirmed', () =>
    onTouchPhone(async ({ page, anna: [ax, ay], finger }) => {
      // Before any press the canvas leaves the browser's menu alone.
      expect(await canvasMenuRefused(page)).toBe(false);
      await finger('touchStart', ax, ay);
      // The finger rests: once the long press has picked Anna up, the hint follows it.
      await hint(page).waitFor({ state: 'visible' });
      // The long press opens no browser menu (touch screens on Windows open one; this emulation fires none, so the test sends it).
      expect(await canvasMenuRefused(page)).toBe(true);
      // Bert is one classic column (200 px at 80%) to the right.
      for (let step = 1; step <= 8; step++) await finger('touchMove', ax + (200 * K * step) / 8, ay);
      await expect.poll(() => hint(page).innerText()).toBe('Move under Bert');
      await finger('touchEnd', ax + 200 * K, ay);
      const dialog = confirm(page);
      await dialog.getByText('Move Anna (and 2 partners below) under Bert?').waitFor();
      // One tap of the same finger confirms: the drag's quick moves were not a fling whose stop swallows it.
      const move = (await dialog.getByRole('button', { name: 'Move' }).boundingBox())!;
      await finger('touchStart', move.x + move.width / 2, move.y + move.height / 2);
      await finger('touchEnd', move.x + move.width / 2, move.y + move.height / 2);
      await dialog.waitFor({ state: 'detached' });
      await shows(page, 'Anna', 'Bert');
      expect(await uplineOf('Anna')).toBe('Bert');
    }));

  it('on a touch phone: a finger that moves at once pans the tree and picks nobody up', () =>
    onTouchPhone(async ({ page, anna: [ax, ay], finger }) => {
      const toolbar = page.getByRole('toolbar', { name: 'Actions for Anna' });
      const before = await restingBox(toolbar);
      await finger('touchStart', ax, ay);
      for (let step = 1; step <= 8; step++) await finger('touchMove', ax + 15 * step, ay + 10 * step);
      await finger('touchEnd', ax + 120, ay + 80);
      // The tree moved with the finger: Anna is now 120 px to the right and 80 px down (her buttons
      // follow her down; sideways they stop 4 px inside the canvas's side where she nears it).
      await selectPartner(page, 'Anna');
      const moved = await restingBox(toolbar);
      expect(Math.round(moved.y - before.y)).toBe(80);
      const canvas = (await page.getByTestId('tree-canvas').boundingBox())!;
      const atSide = (box: { x: number; width: number }) => Math.abs(box.x - canvas.x - 4) <= 1 || Math.abs(canvas.x + canvas.width - 4 - (box.x + box.width)) <= 1;
      const sideways = Math.round(moved.x - before.x);
      expect(atSide(moved) || atSide(before) ? sideways >= 0 && sideways <= 120 : sideways === 120, JSON.stringify({ before, moved, canvas })).toBe(true);
      expect(await hint(page).isVisible()).toBe(false);
      expect(await confirm(page).count()).toBe(0);
      expect(await uplineOf('Anna')).toBe('Root Rita');
    }));

  it('a READ member cannot drag: the press pans as before', async () => {
    const reader = team.memberBrowser.page;
    await openTree(reader, app.url, team.treeId);
    await shows(reader, 'Anna', 'Root Rita');
    await dragOnto(reader, ANNA, BERT);
    await reader.mouse.up();
    expect(await hint(reader).isVisible()).toBe(false);
    expect(await confirm(reader).count()).toBe(0);
    expect(await uplineOf('Anna')).toBe('Root Rita');
  });
});
