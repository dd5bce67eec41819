import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { setTheme } from './browser';

/** The phones of the acceptance test (issue 22): a touch phone at DPR 3, and a narrow window without touch. */
export const PHONES = [
  { name: '390x844 touch', width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: '360x800', width: 360, height: 800 },
] as const;

/** The smallest target the test accepts (the app aims at 44 px; WCAG 2.5.8 asks 24). */
export const MIN_TARGET = 40;

/**
 * What is wrong with the screen as it is now at a phone's size (empty when nothing):
 * - the page scrolls sideways (the document, or the shell's `main`);
 * - an interactive element lies outside the window where no box of its own scrolls sideways;
 * - an interactive element is smaller than 40 x 40 px. Counted: links, buttons, inputs, selects,
 *   text areas, summaries, the ARIA widget roles and anything focusable by Tab; not counted:
 *   what is hidden from users (display/visibility/opacity, aria-hidden, inert, clipped away by
 *   an ancestor's overflow, visually hidden 1-2 px boxes), and links inside running text (an
 *   inline link whose parent holds more text than the link: WCAG 2.5.8's inline exception).
 *   A checkbox or radio counts together with its label (the label's box takes the tap);
 * - a field has text under 16 px (iOS zooms into it on focus);
 * - an open dialog (role dialog or alertdialog) reaches outside the window.
 * `within` (a selector): only what is inside it counts, and the page's own width does not (a
 * menu or dialog over a page whose route is checked on its own).
 */
export function layoutProblems(page: Page, within?: string): Promise<string[]> {
  // The phone's width as configured: a mobile browser widens its layout viewport (innerWidth) to
  // a page that overflows and zooms out, so innerWidth alone would hide the overflow.
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return page.locator('html').evaluate((root, [minTarget, scope, vw, vh]) => {
    const doc = root.ownerDocument;
    const win = doc.defaultView;
    const problems: string[] = [];
    const style = (el: any) => win.getComputedStyle(el);
    const round = (n: number) => Math.round(n);
    const nameOf = (el: any) =>
      (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.getAttribute('placeholder') || el.id || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
    const describe = (el: any) => `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${nameOf(el)}"`;
    const hidden = (el: any) => !!el.closest('[aria-hidden="true"], [inert]') || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const sidewaysBox = (el: any) => {
      // The page's own scrollers (the document, the shell's main) do not count: their scrolling is the page's.
      for (let box = el.parentElement; box && box !== doc.body && box.id !== 'main'; box = box.parentElement) {
        const overflow = style(box).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1) return box;
      }
      return null;
    };
    const clippedAway = (el: any, r: any) => {
      for (let box = el.parentElement; box && box !== doc.body; box = box.parentElement) {
        const s = style(box);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const c = box.getBoundingClientRect();
        if (r.right <= c.left + 1 || r.left >= c.right - 1 || r.bottom <= c.top + 1 || r.top >= c.bottom - 1) return true;
      }
      return false;
    };
    const inRunningText = (el: any) =>
      el.tagName === 'A' && style(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const targetOf = (el: any) => {
      const r = el.getBoundingClientRect();
      if (!(el.tagName === 'INPUT' && ['checkbox', 'radio'].includes(el.type) && el.labels?.length)) return r;
      const boxes = [r, ...Array.from(el.labels as ArrayLike<any>).map((label) => label.getBoundingClientRect())];
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      return { width: right - left, height: bottom - top };
    };

    // What sticks out: the outermost elements reaching past the right edge, outside boxes that
    // scroll sideways (or positioned, which such a box may not hold: a visually hidden label).
    const sticking = (within: any, edge: number) =>
      (Array.from(within.querySelectorAll('*')) as any[])
        .filter((el) => el.getBoundingClientRect().right > edge + 1 && (!sidewaysBox(el) || style(el).position === 'absolute') && !(el.parentElement && el.parentElement.getBoundingClientRect().right > edge + 1 && within.contains(el.parentElement) && el.parentElement !== within))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')} (${round(el.getBoundingClientRect().right)} px)`)
        .join(', ');
    const scroller = doc.scrollingElement;
    if (!scope && (scroller.scrollWidth > vw || win.innerWidth > vw)) problems.push(`the page is ${Math.max(scroller.scrollWidth, win.innerWidth)} px wide on a ${vw} px screen: ${sticking(doc.body, vw)}`);
    const main = doc.getElementById('main');
    if (!scope && main && main.scrollWidth > main.clientWidth + 1) problems.push(`main scrolls sideways (${main.scrollWidth} px in ${main.clientWidth} px): ${sticking(main, main.getBoundingClientRect().right)}`);

    const interactive =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="option"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
    for (const el of Array.from(doc.querySelectorAll(interactive)) as any[]) {
      if (hidden(el) || (scope && !el.closest(scope))) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2 || clippedAway(el, r)) continue;
      if (!sidewaysBox(el) && (r.left < -1 || r.right > vw + 1)) problems.push(`${describe(el)} lies outside the window (x ${round(r.left)} to ${round(r.right)})`);
      if (el.matches('input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), select, textarea') && parseFloat(style(el).fontSize) < 16) {
        problems.push(`${describe(el)} has ${style(el).fontSize} text`);
      }
      if (inRunningText(el)) continue;
      const target = targetOf(el);
      if (target.width < minTarget - 0.5 || target.height < minTarget - 0.5) problems.push(`${describe(el)} is ${round(target.width)}x${round(target.height)} px`);
    }

    for (const dialog of Array.from(doc.querySelectorAll('[role="dialog"], [role="alertdialog"]')) as any[]) {
      if (hidden(dialog)) continue;
      const r = dialog.getBoundingClientRect();
      if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) {
        problems.push(`${describe(dialog)} reaches outside the window (${round(r.left)},${round(r.top)} to ${round(r.right)},${round(r.bottom)} in ${vw}x${vh})`);
      }
    }
    return problems;
  }, [MIN_TARGET, within ?? '', width, height] as const);
}

/**
 * The dialog's main action as a phone shows it when the dialog opens (its body scrolled to the
 * top): inside the window and the dialog, and not covered (the element at its centre is it).
 */
export async function actionProblems(dialog: Locator, action: Locator): Promise<string[]> {
  await dialog.evaluate((el) => {
    for (const box of [el, ...Array.from(el.querySelectorAll('*') as ArrayLike<any>)]) if (box.scrollTop > 0) box.scrollTop = 0;
  });
  return action.evaluate((button) => {
    const win = button.ownerDocument.defaultView;
    const r = button.getBoundingClientRect();
    const name = (button.textContent ?? '').trim();
    if (r.top < 0 || r.left < 0 || r.bottom > win.innerHeight || r.right > win.innerWidth) {
      return [`'${name}' is not in view when the dialog opens (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)} in ${win.innerWidth}x${win.innerHeight})`];
    }
    const hit = button.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && button.contains(hit) ? [] : [`'${name}' is covered by ${hit ? hit.tagName.toLowerCase() : 'nothing'}`];
  });
}

/** Layout problems (`within`: see layoutProblems) and axe's serious or critical violations of the screen, in light and dark (each named by the themes it shows in). */
export async function phoneScreenProblems(page: Page, within?: string): Promise<string[]> {
  const found = new Map<string, string[]>();
  for (const dark of [false, true]) {
    await setTheme(page, dark);
    const theme = dark ? 'dark' : 'light';
    const axe = (await seriousViolations(page)).map((v) => `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).join(', ')}`);
    for (const problem of new Set([...(await layoutProblems(page, within)), ...axe])) found.set(problem, [...(found.get(problem) ?? []), theme]);
  }
  await setTheme(page, false);
  return [...found].map(([problem, themes]) => `${themes.join('+')}: ${problem}`);
}

/** Fails with the list of what is wrong on the screen (`what`) at this phone's size, light and dark. */
export async function expectFitsPhone(page: Page, what: string, within?: string): Promise<void> {
  expect(await phoneScreenProblems(page, within), what).toEqual([]);
}
