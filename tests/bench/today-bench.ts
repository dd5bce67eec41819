import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDays, todayIn } from '../../shared/domain/calendar-date';
import { FIRST_ROWS } from '../../desktop/renderer/src/screens/today/first-rows';
import type { BenchReady } from './bench-server-process';
import { runBench, type Load } from './bench-main';
import { withServerAndBrowser } from './browser-bench';
import { signedInPhone, throttledPage } from './phone-browser';
import { measuredOn } from './report-section';

/**
 * `npm run bench` step (issue 22, item 5): the Today page with 10,000 partners on an emulated
 * phone (390x844, DPR 3, touch) with Chromium's CPU throttled 4x (CDP
 * `Emulation.setCPUThrottlingRate`), against the real server in its own process
 * (tests/bench/bench-server.ts: Socket.IO, the web build, the embedded database).
 *
 * The tree is the benchmarks' seeded one (seed-large-tree.ts: about 70 bill dates and 160
 * birthdays fall in any 8 days), with 40 dated reminders added: 20 overdue, 20 due today.
 *
 * - switch: Today opened from another page of the app that holds the tree (the way a user goes
 *   there: the navigation, the bell), from the route change to the frame after Today's first
 *   rows are in the page (and to the frame with all rows); the first time in a page apart (Today's code is fetched when the first page
 *   is idle, as the app does). Target: within 500 ms.
 * - open: `/today` typed into a fresh browser context, from navigation start to the same frame
 *   (sign-in check, the tree's read and parse included), and the part after the tree's answer
 *   arrived, for comparison with opening the tree.
 *
 * Settings: BENCH_TODAY_SIZE (default 10000), BENCH_TODAY_RUNS (fresh contexts, default 5),
 * BENCH_TODAY_SWITCHES (per context, default 5), BENCH_TODAY_CPU (throttle rate, default 4),
 * WEB_DIR (a web build to use instead of building one), BENCH_WRITE=0.
 */

const SIZE = Number(process.env.BENCH_TODAY_SIZE ?? 10_000);
const RUNS = Number(process.env.BENCH_TODAY_RUNS ?? 5);
const SWITCHES = Number(process.env.BENCH_TODAY_SWITCHES ?? 5);
const CPU = Number(process.env.BENCH_TODAY_CPU ?? 4);
const TARGET_MS = 500;
const ZONE = 'UTC';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Watches the page from its first byte: `window.__todayDrawn` becomes the time (ms since
 * navigation start) of the frame after Today's bill dates are in the page, again after each
 * `window.__todayReset()`.
 */
const WATCH_TODAY = `(() => {
  let waiting = { drawn: true, whole: true };
  const check = () => {
    if (waiting.drawn && document.getElementById('today-bills')) {
      waiting.drawn = false;
      requestAnimationFrame(() => { window.__todayDrawn = performance.now(); });
    }
    if (waiting.whole && document.querySelector('[data-today-whole]')) {
      waiting.whole = false;
      requestAnimationFrame(() => { window.__todayWhole = performance.now(); });
    }
  };
  window.__todayReset = () => { waiting = { drawn: true, whole: true }; window.__todayDrawn = undefined; window.__todayWhole = undefined; };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-today-whole'] });
})();`;

/** A phone's browser context, signed in as the owner, with the tree chosen, watching Today's frames. */
async function phoneContext(browser: Browser, ready: BenchReady, teamtreeId: string): Promise<BrowserContext> {
  const context = await signedInPhone(browser, ready, teamtreeId);
  await context.addInitScript(WATCH_TODAY);
  return context;
}

const throttled = (context: BrowserContext): Promise<Page> => throttledPage(context, CPU);

type Marks = { __todayDrawn?: number; __todayWhole?: number };
const markAt = (page: Page, mark: keyof Marks) =>
  page.waitForFunction((name) => (globalThis as Marks)[name as keyof Marks], mark, { polling: 50 }).then((handle) => handle.jsonValue() as Promise<number>);
/** The first frame of Today's lists (the first rows of each: first-rows.ts), and the frame with all of them. */
const drawnAt = async (page: Page) => ({ drawn: await markAt(page, '__todayDrawn'), whole: await markAt(page, '__todayWhole') });

/** Goes to `to` inside the app (the router follows history, as after a tap on a link); answers when it began. */
const routeTo = (page: Page, to: string) => page.evaluate<number>(`(() => { window.__todayReset(); const t = performance.now(); history.pushState(null, '', ${JSON.stringify(to)}); dispatchEvent(new PopStateEvent('popstate')); return t; })()`);

/** ms from the start to the first frame of the lists, and to the frame with all of them. */
interface Timing {
  drawn: number;
  whole: number;
}

interface Run {
  open: Timing;
  /** Of `open.drawn`, the time after the tree's answer had arrived. */
  openAfterTreeMs: number;
  firstSwitch: Timing;
  switches: Timing[];
}

const since = (start: number, at: Timing): Timing => ({ drawn: at.drawn - start, whole: at.whole - start });
const shown = (t: Timing) => `${t.drawn.toFixed(0)} (${t.whole.toFixed(0)})`;

async function measure(browser: Browser, ready: BenchReady, teamtreeId: string, run: number): Promise<Run> {
  const inApp = await phoneContext(browser, ready, teamtreeId);
  const fresh = await phoneContext(browser, ready, teamtreeId);
  try {
    const page = await throttled(inApp);
    // Another page of the app first, the tree read (the bell has it), then Today for the first time.
    await page.goto(`${ready.url}/broadcast`);
    await page.getByRole('button', { name: /^Notifications\s*\d/ }).waitFor();
    const firstStart = await routeTo(page, '/today');
    const firstSwitch = since(firstStart, await drawnAt(page));
    const switches: Timing[] = [];
    for (let k = 0; k < SWITCHES; k++) {
      await routeTo(page, '/broadcast');
      await page.getByRole('heading', { name: 'Broadcast' }).waitFor();
      const start = await routeTo(page, '/today');
      switches.push(since(start, await drawnAt(page)));
    }
    // `/today` itself, in a context of its own (no HTTP cache).
    const opener = await throttled(fresh);
    await opener.goto(`${ready.url}/today`);
    const open = since(0, await drawnAt(opener));
    const treeArrived = await opener.evaluate<number>(
      // The first read brings the whole tree (later ones, after the tree's room is joined, only what changed).
      `Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/teamtree/status?')).map((e) => e.responseEnd))`,
    );
    const openAfterTreeMs = open.drawn - treeArrived;
    console.log(`run ${run + 1} (ms, all rows in brackets): open ${shown(open)}, ${openAfterTreeMs.toFixed(0)} after the tree arrived; first switch ${shown(firstSwitch)}; switches ${switches.map(shown).join(' / ')}`);
    return { open, openAfterTreeMs, firstSwitch, switches };
  } finally {
    await inApp.close();
    await fresh.close();
  }
}

/** 40 dated open reminders through the API: 20 overdue (1-5 days), 20 due today. */
async function addReminders(ready: BenchReady, teamtreeId: string): Promise<void> {
  const headers = { authorization: `Bearer ${ready.access}`, 'content-type': 'application/json' };
  const status = await fetch(`${ready.url}/api/teamtree/status?teamtreeId=${teamtreeId}`, { headers });
  const profiles = ((await status.json()) as { teamtree: { profiles: { id: string; parentId: string | null }[] } }).teamtree.profiles;
  const today = todayIn(ZONE);
  const chosen = profiles.filter((p) => p.parentId !== null).filter((_, i) => i % 97 === 5).slice(0, 40);
  for (const [i, profile] of chosen.entries()) {
    const dueDate = i < 20 ? addDays(today, -1 - (i % 5)) : today;
    const res = await fetch(`${ready.url}/api/teamtree/profile`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ id: profile.id, reminders: [{ text: `Follow up ${i + 1}`, done: false, dueDate, dueTime: i % 2 ? '09:30' : '' }] }),
    });
    if (res.status !== 200) throw new Error(`adding a reminder failed: ${res.status} ${await res.text()}`);
  }
}

function formatMarkdown(runs: Run[], load: Load): string {
  const verdict = (ms: number) => (ms <= TARGET_MS ? `≤ ${TARGET_MS} ms met` : `≤ ${TARGET_MS} ms missed by ${(ms - TARGET_MS).toFixed(0)} ms`);
  const row = (what: string, timings: Timing[], target: string | null) => {
    const drawn = timings.map((t) => t.drawn);
    const whole = timings.map((t) => t.whole);
    return `| ${what} | ${median(drawn).toFixed(0)} | ${Math.max(...drawn).toFixed(0)} | ${median(whole).toFixed(0)} | ${target ?? verdict(median(drawn))} |`;
  };
  const opens = runs.map((r) => r.open);
  return [
    `| ${SIZE.toLocaleString('en-US')} partners, 390x844 DPR 3, CPU ${CPU}x slower | first rows drawn, median ms | worst ms | all rows, median ms | target |`,
    '|---|---:|---:|---:|---|',
    row('Today from another page (tree held), route change to drawn', runs.flatMap((r) => r.switches), null),
    row('the same, the first time in a page', runs.map((r) => r.firstSwitch), null),
    row('`/today` opened in a fresh context, navigation start to drawn', opens, '- (opening a tree: ≤ 1.5 s)'),
    `| of which after the tree's answer arrived | ${median(runs.map((r) => r.openAfterTreeMs)).toFixed(0)} | ${Math.max(...runs.map((r) => r.openAfterTreeMs)).toFixed(0)} | | - |`,
    '',
    `${RUNS} fresh contexts, each: the tree read on another page, then ${SWITCHES + 1} switches to Today (its code is fetched when the first page is idle, as the app does). "First rows drawn": the frame after Today's first ${FIRST_ROWS} rows (the first screen) are in the page; "all rows": the frame after the rest (up to 25 per list, 20 per bill day), which follows when the page is idle. The tree has about 70 bill dates, 160 birthdays and 40 dated reminders in the 8 days Today covers.`,
    '',
    measuredOn(load),
  ].join('\n');
}

const INTRO = '## Today on a phone (10,000 partners, CPU 4x slower)\n\nSee tests/bench/today-bench.ts for the method.';

runBench(
  'today',
  INTRO,
  () =>
    withServerAndBrowser({ BENCH_SIZES: String(SIZE) }, async (browser, { ready }) => {
      const tree = ready.trees[0];
      await addReminders(ready, tree.teamtreeId);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, ready, tree.teamtreeId, run));
      return runs;
    }),
  formatMarkdown,
);
