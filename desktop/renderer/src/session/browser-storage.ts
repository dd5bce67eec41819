import { safeStore } from './storage-keys';

/** The browser's storages, wrapped so that a disabled storage never throws. */
export const local = safeStore(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
export const sessionStore = safeStore(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));
