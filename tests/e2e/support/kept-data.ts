import type { Page, Route } from 'playwright-core';

/** The query keys of what the page keeps in IndexedDB for an offline start (none: nothing kept). */
export function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`new Promise((resolve) => {
    const open = indexedDB.open('teamtree-cache');
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('clients')) return resolve([]);
      const all = db.transaction('clients').objectStore('clients').getAll();
      all.onsuccess = () => resolve(all.result.flatMap((client) => client.clientState.queries.map((q) => q.queryKey.join(':'))));
      all.onerror = () => resolve([]);
    };
  })`);
}

/** The pointer to the last account's kept data (offline/last-account.ts), parsed; null when there is none. */
export function lastAccountPointer(page: Page): Promise<{ server: string; userId: string } | null> {
  return page.evaluate("JSON.parse(localStorage.getItem('teamtree.lastAccount') ?? 'null')");
}

/**
 * Holds the page's sign-in check (`GET /api/auth/me`) until `release()`: `asked` resolves when
 * the page has sent it, `answered()` counts the checks that went on to the server.
 */
export async function holdSignInCheck(page: Page): Promise<{ asked: Promise<unknown>; answered: () => number; release: () => Promise<void> }> {
  let answered = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  const pattern = '**/api/auth/me';
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/me');
  await page.route(pattern, (route: Route) => {
    const going = released.then(() => {
      answered++;
      return route.continue();
    });
    held.push(going);
    return going;
  });
  return {
    asked,
    answered: () => answered,
    release: async () => {
      release();
      await Promise.all(held);
      await page.unroute(pattern);
    },
  };
}
