import { safeStore, type KeyValueStore } from './storage-keys';

/** The page's storages; Node code (tests, benchmarks) that imports modules using them has none. */
const page = globalThis as { localStorage?: KeyValueStore; sessionStorage?: KeyValueStore };

/** The browser's storages, wrapped so that a disabled storage never throws. */
export const local = safeStore(() => page.localStorage);
export const sessionStore = safeStore(() => page.sessionStorage);
