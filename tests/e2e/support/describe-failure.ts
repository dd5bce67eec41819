import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import type { Page } from 'playwright-core';
import { openPages } from './browser';
import { repoRoot } from './web-build';

/**
 * Setup file of the e2e project: when a try of a test fails, its error and every open page are
 * described on the test's output (address, what it shows, the tree canvas's state) and the pages
 * screenshotted under test-results/failures, so a failure seen once in CI can be understood from
 * its log (a test that passes on its retry prints no error otherwise). With E2E_FAILED_TRIES set
 * (scripts/test.mjs), the try is also noted there: a test that passes only on its retry is named
 * at the end of `npm test`, not forgotten.
 */

const failuresDir = path.join(repoRoot, 'test-results/failures');

/** What the page shows, read in the page (a string: the Node type check has no DOM). */
const PAGE_STATE = `(() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
  const canvas = document.querySelector('[data-testid="tree-canvas"]');
  const frame = canvas && canvas.parentElement;
  const overlay = frame && frame.lastElementChild;
  return {
    viewport: innerWidth + 'x' + innerHeight,
    scrolled: [scrollX, scrollY].join(','),
    focus: document.activeElement === document.body ? 'body' : document.activeElement.tagName + ' ' + (document.activeElement.getAttribute('aria-label') || document.activeElement.textContent || '').slice(0, 60),
    dialogs: [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].map((d) => d.getAttribute('aria-label') || d.textContent.slice(0, 60)),
    canvas: canvas && { box: box(canvas), frameScroll: [frame.scrollLeft, frame.scrollTop].join(','), overlay: overlay.style.display + ' ' + overlay.style.transform, overlayBox: box(overlay.firstElementChild) },
    text: document.body.innerText.replace(/\\s+/g, ' ').slice(0, 500),
  };
})()`;

async function describePage(page: Page, name: string): Promise<string> {
  const file = path.join(failuresDir, `${name}.png`);
  const [state, shot] = await Promise.all([
    page.evaluate<unknown>(PAGE_STATE).catch((error: Error) => `unreadable: ${error.message}`),
    page.screenshot({ path: file, timeout: 5_000 }).then(() => path.relative(repoRoot, file), (error: Error) => `no screenshot: ${error.message}`),
  ]);
  return `  ${page.url()}\n  ${JSON.stringify(state)}\n  screenshot: ${shot}`;
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const title = `${path.relative(repoRoot, task.file.filepath)} > ${task.name}`;
    const slug = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-try${attempt}`;
    mkdirSync(failuresDir, { recursive: true });
    const pages = await Promise.all(openPages().map((page, i) => describePage(page, `${slug}-page${i + 1}`)));
    const errors = (task.result?.errors ?? []).map((error) => `  ${String(error.message).split('\n').slice(0, 6).join('\n  ')}`);
    console.log(`\nFailed (try ${attempt}): ${title}\n${errors.join('\n')}\nOpen pages:\n${pages.join('\n') || '  none'}`);
    if (process.env.E2E_FAILED_TRIES) appendFileSync(process.env.E2E_FAILED_TRIES, `${title}\n`);
  });
});
