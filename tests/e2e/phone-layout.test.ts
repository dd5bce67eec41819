import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInThroughUi } from './support/app';
import type { TestBrowser } from './support/browser';
import { birthdayIn, fixedDay } from './support/fixed-clock';
import { actionProblems, expectFitsPhone, MIN_TARGET, PHONES } from './support/phone-layout';
import { useApp } from './support/use-app';
import { useTeam } from './support/use-team';

/**
 * Every screen on a phone (issue 22, item 1): on a 390x844 touch phone (DPR 3) and in a 360x800
 * window, every route signed out and signed in, the shell's drawer and menus and the main
 * dialogs: no sideways scrolling, every interactive element at least 40x40 px, fields with
 * 16 px text, dialogs inside the window with their main action in view, axe clean; light and
 * dark (support/phone-layout.ts says exactly what is measured). One browser and one sign-in per
 * phone. Each case names whose screen it is: `shell` (shell, dialogs' frame, auth, join,
 * share, admin, broadcast, import, account), `lists` (dashboard, Teamlist, Teambars, the tree page),
 * `today` (the Today page).
 */
const app = useApp({ clock: 'fixed' });
let shareToken = '';
const team = useTeam(app, {
  tree: 'Pocket Team',
  root: 'Olga Owner',
  browser: false,
  seed: async (planted) => {
    const paula = await planted.addPartner('Paula Partner', planted.rootId, {
      phone: '+49 1701234567',
      billDate: fixedDay(1),
      birthday: birthdayIn(0, 37),
      reminders: [{ text: 'Call about the order', done: false, dueDate: fixedDay(-2) }],
    });
    await planted.addPartner('Lena Langename-Mustermann-Schmidt', paula, { phone: '01701234567', billDate: fixedDay(3) });
    await planted.addPartner('Ben Beispiel', planted.rootId, { billDate: fixedDay(-4) });
    const link = await app.api.post('/api/teamtree/share', { teamtreeId: planted.treeId }, { token: planted.owner.access });
    shareToken = link.body.shareLink.token;
    // The owner also operates the app: /admin is one of the routes.
    await app.server.context.db('users').where({ id: planted.owner.id }).update({ role: 'ADMIN' });
  },
});

type Owner = 'shell' | 'lists' | 'today';
interface Screen {
  path: () => string;
  owner: Owner;
  /** Waits until the screen shows what it is for. */
  ready(page: Page): Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 }).waitFor();
const TOKEN = 'A'.repeat(43);

const SIGNED_OUT: Record<string, Screen> = {
  'sign in': { path: () => '/auth/signin', owner: 'shell', ready: heading('Sign in') },
  'sign up': { path: () => '/auth/signup', owner: 'shell', ready: heading('Create your account') },
  'sign-up source, no draft': { path: () => '/auth/signup/source', owner: 'shell', ready: (page) => page.getByText('No signup data found', { exact: false }).waitFor() },
  'forgot password': { path: () => '/auth/forgot-password', owner: 'shell', ready: heading('Forgot your password?') },
  'reset password': { path: () => `/auth/reset-password?token=${TOKEN}`, owner: 'shell', ready: heading('Choose a new password') },
  'verify email': { path: () => `/auth/verify-email?token=${TOKEN}`, owner: 'shell', ready: heading('Confirm your email') },
  'join rejected': { path: () => '/join/rejected', owner: 'shell', ready: heading('Request Rejected') },
  'two-step sign-in': { path: () => `/auth/signin/two-step#mfaToken=${TOKEN}`, owner: 'shell', ready: heading('Two-step sign-in') },
};

const SIGNED_IN: Record<string, Screen> = {
  today: { path: () => '/today', owner: 'today', ready: (page) => page.getByText('Call about the order').first().waitFor() },
  dashboard: { path: () => '/dashboard', owner: 'lists', ready: (page) => page.getByText('Paula Partner').first().waitFor() },
  'tree page': { path: () => `/teamtree?teamtreeId=${team.treeId}`, owner: 'lists', ready: (page) => page.getByTestId('tree-canvas').waitFor() },
  teamlist: { path: () => '/teamlist', owner: 'lists', ready: (page) => page.getByText('Paula Partner').first().waitFor() },
  teambars: { path: () => '/teambars', owner: 'lists', ready: (page) => page.getByText('Paula Partner').first().waitFor() },
  broadcast: { path: () => '/broadcast', owner: 'shell', ready: heading('Broadcast') },
  import: { path: () => '/import', owner: 'shell', ready: heading('Import partners into Pocket Team') },
  admin: { path: () => '/admin', owner: 'shell', ready: (page) => page.getByTestId('user-row').first().waitFor() },
  account: { path: () => '/account', owner: 'shell', ready: (page) => page.getByRole('combobox', { name: 'Pocket Team' }).waitFor() },
  'complete profile': { path: () => '/auth/signup/extra', owner: 'shell', ready: heading('Your last steps') },
  'join request': { path: () => `/join/request/${shareToken}`, owner: 'shell', ready: (page) => page.getByTestId('join-tree-name').waitFor() },
  'join waiting': { path: () => `/join/waiting?teamtreeId=${team.treeId}`, owner: 'shell', ready: heading('Waiting for Approval') },
  'verify email, refused link': { path: () => `/auth/verify-email?token=${TOKEN}`, owner: 'shell', ready: heading('This link did not work') },
};

const cases = (screens: Record<string, Screen>) => Object.entries(screens).map(([name, screen]) => ({ name, ...screen }));
const openButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the profile menu and one of its items. */
async function fromProfileMenu(page: Page, item: string) {
  await openButton(page, 'Profile menu').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The dialog fits the phone, and `action` is in view as it opens (the footer stays while the body scrolls). */
async function expectDialogFits(page: Page, dialog: Locator, action: Locator, what: string) {
  await action.waitFor();
  expect(await actionProblems(dialog, action), what).toEqual([]);
  await expectFitsPhone(page, what, '[role="dialog"], [role="alertdialog"]');
}

/**
 * What is wrong with a reminder's row in the partner dialog on a phone (empty when nothing): a
 * control reaching outside the dialog, the row or a box around it in the dialog scrolling
 * sideways, a control under 40x40 px (done counts with its text), or the row not in its two
 * lines: done, the text and remove side by side, the due date and time side by side under them.
 */
interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

function reminderRowProblems(dialog: Locator, text: string): Promise<string[]> {
  const row = dialog.getByRole('listitem').filter({ hasText: text });
  return row.evaluate(
    (li, [name, minTarget]) => {
      const problems: string[] = [];
      const win = li.ownerDocument.defaultView!;
      const dialogEl = li.closest('[role="dialog"]')!;
      const outer = dialogEl.getBoundingClientRect();
      const controls = {
        done: li.querySelector('input[type="checkbox"]'),
        text: li.querySelector('label'),
        date: li.querySelector(`[aria-label="Due date of reminder ${name}"]`),
        time: li.querySelector(`[aria-label="Due time of reminder ${name}"]`),
        remove: li.querySelector(`[aria-label="Remove reminder ${name}"]`),
      };
      const boxes: Record<string, Box> = {};
      for (const [what, el] of Object.entries(controls)) {
        if (!el) problems.push(`no ${what} control`);
        else boxes[what] = el.getBoundingClientRect();
      }
      if (problems.length) return problems;
      for (const [what, r] of Object.entries(boxes)) {
        if (r.left < outer.left - 1 || r.right > outer.right + 1) problems.push(`${what} reaches outside the dialog (x ${Math.round(r.left)} to ${Math.round(r.right)} in ${Math.round(outer.left)} to ${Math.round(outer.right)})`);
      }
      for (let box: any = li; box && box !== dialogEl.parentElement; box = box.parentElement) {
        const overflow = win.getComputedStyle(box).overflowX;
        if ((box === li || overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1) problems.push(`${box.tagName.toLowerCase()} scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`);
      }
      const sizes = {
        'done with its text': {
          width: Math.max(boxes.done.right, boxes.text.right) - Math.min(boxes.done.left, boxes.text.left),
          height: Math.max(boxes.done.bottom, boxes.text.bottom) - Math.min(boxes.done.top, boxes.text.top),
        },
        date: boxes.date,
        time: boxes.time,
        remove: boxes.remove,
      };
      for (const [what, r] of Object.entries(sizes)) {
        if (r.width < minTarget - 0.5 || r.height < minTarget - 0.5) problems.push(`${what} is ${Math.round(r.width)}x${Math.round(r.height)} px`);
      }
      const middle = (r: Box) => (r.top + r.bottom) / 2;
      const beside = (a: Box, b: Box) => middle(a) > b.top && middle(a) < b.bottom && middle(b) > a.top && middle(b) < a.bottom;
      if (!beside(boxes.remove, boxes.text)) problems.push(`remove is not beside the text (y ${Math.round(boxes.remove.top)}, the text ${Math.round(boxes.text.top)} to ${Math.round(boxes.text.bottom)})`);
      if (!beside(boxes.date, boxes.time)) problems.push('the due date and time are not side by side');
      if (boxes.date.top < boxes.text.bottom - 1) problems.push('the due date is not under the text');
      return problems;
    },
    [text, MIN_TARGET] as const,
  );
}

describe.each(PHONES)('on a $name phone', (phone) => {
  let browser: TestBrowser;
  const page = () => browser.page;
  beforeAll(async () => {
    browser = await app.openBrowser({ ...phone });
  });

  describe('signed out', () => {
    it.each(cases(SIGNED_OUT))('$name ($owner)', async ({ path, ready }) => {
      await page().goto(`${app.url}${path()}`);
      await ready(page());
      await expectFitsPhone(page(), path());
    });

    it('sign up: the form, the dial-code list, then the source step (shell)', async () => {
      await page().goto(`${app.url}/auth/signup`);
      await page().click('[data-testid="dial-code"]');
      await page().getByRole('listbox').waitFor();
      await expectFitsPhone(page(), 'dial-code list');
      await page().keyboard.press('Escape');
      await page().selectOption('select[name="gender"]', 'Female');
      for (const [field, value] of Object.entries({ firstName: 'Pia', lastName: 'Phone', email: `pia-${phone.width}@example.com`, phone: '15112345678', password: 'phone-pass-123', password2: 'phone-pass-123', company: 'Acme' })) {
        await page().fill(`input[name="${field}"]`, value);
      }
      await page().selectOption('select[name="country"]', 'Germany');
      await openButton(page(), 'Sign up').click();
      await heading('Where did you hear about us?')(page());
      await expectFitsPhone(page(), 'source step');
      await page().evaluate('sessionStorage.clear()');
    });
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await signInThroughUi(page(), app.url, team.owner.email, team.owner.password);
    });

    it.each(cases(SIGNED_IN))('$name ($owner)', async ({ path, ready }) => {
      await page().goto(`${app.url}${path()}`);
      await ready(page());
      await expectFitsPhone(page(), path());
    });

    it('the import wizard with a file chosen: the column preview scrolls inside its box (shell)', async () => {
      await page().goto(`${app.url}/import`);
      const csv = ['Partner-ID;Vorname;Nachname;Sponsor-ID;Telefon;Abrechnungsdatum', '100;Anna;Adler;;+49 151 1111111;15.01.2031', '101;Ben;Berg;100;;20.01.2031'].join('\r\n');
      await page().getByLabel('Choose a CSV or Excel (.xlsx) file').setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await page().getByText(/\d+ new, \d+ updated, \d+ skipped/).waitFor();
      await expectFitsPhone(page(), 'import wizard');
    });

    it('the navigation drawer: Today first, the team switch, closes on a link and by Escape (shell)', async () => {
      await page().goto(`${app.url}/broadcast`);
      await openButton(page(), 'Open navigation').click();
      const drawer = page().getByRole('dialog', { name: 'TeamTree' });
      await drawer.getByRole('radio', { name: 'My Team' }).waitFor();
      expect(await drawer.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts()).toEqual(['Today', 'Dashboard', 'TeamTree', 'Teamlist', 'Teambars', 'Broadcast']);
      await expectFitsPhone(page(), 'navigation drawer');
      await drawer.getByRole('link', { name: 'Today' }).click();
      await page().waitForURL('**/today');
      await drawer.waitFor({ state: 'detached' });
      await openButton(page(), 'Open navigation').click();
      await drawer.waitFor();
      await page().keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      // Focus goes back to the menu button once the drawer has closed (the dialog hands it back after unmounting).
      await expect.poll(() => page().evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Open navigation');
    });

    it('the top bar keeps the bell and the profile menu, the rest is under More (shell)', async () => {
      await page().goto(`${app.url}/broadcast`);
      await heading('Broadcast')(page());
      await openButton(page(), 'More').click();
      const more = page().getByRole('dialog', { name: 'More' });
      await more.getByRole('button', { name: 'Share' }).waitFor();
      await expectFitsPhone(page(), 'more menu');
      await page().keyboard.press('Escape');
      await page().getByRole('button', { name: /^Notifications/ }).click();
      await page().getByRole('dialog', { name: 'Notifications' }).waitFor();
      await expectFitsPhone(page(), 'bell');
      await page().keyboard.press('Escape');
      await openButton(page(), 'Profile menu').click();
      await page().getByRole('menuitem', { name: 'Logout' }).waitFor();
      await expectFitsPhone(page(), 'profile menu');
      await page().keyboard.press('Escape');
    });

    it("More holds the page's own controls: Filter, Group by, the view mode (shell menu on a lists page)", async () => {
      await page().goto(`${app.url}/teambars`);
      await page().getByText('Paula Partner').first().waitFor();
      await openButton(page(), 'More').click();
      const more = page().getByRole('dialog', { name: 'More' });
      await more.getByLabel('Group by').waitFor();
      await more.getByRole('radio', { name: 'Bill Date' }).waitFor();
      await more.getByRole('button', { name: 'Filter' }).click();
      await page().getByRole('menu').getByText('Upline').first().waitFor();
      await expectFitsPhone(page(), 'filter menu from More', '[role="menu"], [role="dialog"]');
      await page().keyboard.press('Escape');
    });

    it('the share dialog (shell)', async () => {
      await page().goto(`${app.url}/broadcast`);
      await openButton(page(), 'More').click();
      await page().getByRole('dialog', { name: 'More' }).getByRole('button', { name: 'Share' }).click();
      const dialog = page().getByRole('dialog', { name: 'Share Pocket Team' });
      await dialog.getByText('Members').first().waitFor();
      await expectDialogFits(page(), dialog, dialog.getByRole('button', { name: 'Close' }), 'share dialog');
      await page().keyboard.press('Escape');
    });

    it('plant or join a tree, and change password (shell)', async () => {
      await page().goto(`${app.url}/broadcast`);
      await fromProfileMenu(page(), 'Plant new TeamTree');
      const plant = page().getByRole('dialog', { name: 'Plant new TeamTree' });
      await expectDialogFits(page(), plant, plant.getByRole('button', { name: 'Plant' }), 'create/join dialog');
      await page().keyboard.press('Escape');
      await plant.waitFor({ state: 'detached' });
      await fromProfileMenu(page(), 'Change password');
      const password = page().getByRole('dialog', { name: 'Change password' });
      await expectDialogFits(page(), password, password.getByRole('button', { name: 'Change password' }), 'change password dialog');
      await page().keyboard.press('Escape');
    });

    it('create and edit a partner: a full-height sheet with Save in view, the reminder in two clean lines (shell frame, lists content)', async () => {
      await page().goto(`${app.url}/teamtree?teamtreeId=${team.treeId}`);
      await page().getByTestId('tree-canvas').waitFor();
      await page().getByRole('button', { name: /^Select Paula Partner \(/ }).dispatchEvent('click');
      await page().getByRole('button', { name: 'Add child to Paula Partner' }).click();
      const create = page().getByRole('dialog', { name: 'Create Partner' });
      await expectDialogFits(page(), create, create.getByRole('button', { name: 'Save' }), 'create partner');
      await create.getByRole('button', { name: 'Cancel' }).click();
      await create.waitFor({ state: 'detached' });
      await page().getByRole('button', { name: 'Edit Paula Partner' }).click();
      const edit = page().getByRole('dialog', { name: 'Edit Partner' });
      await expectDialogFits(page(), edit, edit.getByRole('button', { name: 'Save' }), 'edit partner');
      expect(await reminderRowProblems(edit, 'Call about the order'), 'the reminder row').toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
      await page().getByRole('button', { name: 'Details of Paula Partner' }).click();
      const details = page().getByRole('dialog', { name: 'Paula Partner' });
      await expectDialogFits(page(), details, details.getByRole('button', { name: 'Close' }), 'partner details');
      await page().keyboard.press('Escape');
    });

    it("the dashboard's day popup: a sheet inside the window (shell frame, lists content)", async () => {
      await page().goto(`${app.url}/dashboard`);
      await page().locator(`button[data-date="${fixedDay(1)}"]`).first().click();
      const day = page().getByRole('dialog');
      await day.getByText('Paula Partner').first().waitFor();
      await expectDialogFits(page(), day, day.getByRole('button', { name: 'Close' }), 'day popup');
      await page().keyboard.press('Escape');
    });
  });
});
