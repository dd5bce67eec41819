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
      all.onsuccess = () => {
        // The record of each account (its trees' profiles are in chunk records beside it: offline/kept-store.ts).
        const clients = all.result.map((value) => value.client ?? value).filter((client) => client && client.clientState);
        resolve(clients.flatMap((client) => client.clientState.queries.map((q) => q.queryKey.join(':'))));
      };
      all.onerror = () => resolve([]);
    };
  })`);
}

/**
 * The kept chunks of a tree's profiles (`[scope, queryHash, n]` records), in order: per chunk its
 * number, how many profiles it holds, their names, and whether `markChunks` marked it (a chunk
 * written again since has lost the mark).
 */
export function keptChunks(page: Page, treeId: string): Promise<{ n: number; size: number; names: string[]; marked: boolean }[]> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('teamtree-cache');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const cursor = open.result.transaction('clients').objectStore('clients').openCursor();
      const out = [];
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return resolve(out.sort((a, b) => a.n - b.n));
        if (Array.isArray(at.key) && String(at.key[1]).includes(${JSON.stringify(treeId)})) {
          out.push({ n: at.key[2], size: at.value.length, names: at.value.map((p) => p.name), marked: at.value.some((p) => p.keptMark === true) });
        }
        at.continue();
      };
    };
  })`);
}

/** Marks every kept chunk of the tree in IndexedDB (a profile field the app never writes), to see which chunks a later write replaces. */
export function markChunks(page: Page, treeId: string): Promise<void> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('teamtree-cache');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('clients', 'readwrite');
      const cursor = tx.objectStore('clients').openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        if (Array.isArray(at.key) && String(at.key[1]).includes(${JSON.stringify(treeId)})) at.update(at.value.map((p, i) => (i === 0 ? { ...p, keptMark: true } : p)));
        at.continue();
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
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
