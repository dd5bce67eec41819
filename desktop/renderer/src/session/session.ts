import { STORAGE_KEYS, type KeyValueStore } from './storage-keys';
import { readStoredAccess, removeStoredAccess, writeStoredAccess, type StoredAccess } from './stored-access';
import { deadlineFromReceipt, deadlineWithoutReceipt } from './token-deadline';

export interface SessionOptions {
  /** Where the access token of a 'Keep me logged in' sign-in lives (local storage), and the refresh marker. */
  storage: KeyValueStore;
  /** Where the access token of any other sign-in lives (session storage: gone with the browser session). */
  transientStorage?: KeyValueStore;
  /** Calls the server's refresh endpoint and answers the new access token; throws on failure. */
  refresh: () => Promise<string>;
  /** Refresh failures that say nothing about the session (no answer came): it is kept, not cleared. */
  keepOn?: (error: unknown) => boolean;
  /** Forgets the host's refresh credential when the session is cleared. */
  onClear?: () => void;
  /** The device clock (ms); only its differences matter (token-deadline.ts). */
  now?: () => number;
}

/**
 * The session of spec section 4: the access token in memory (and local or session storage) with its
 * expiry claim turned into a deadline on the device's clock, the refresh marker, start-up reuse or refresh, and one refresh at a time that
 * every request waits for.
 */
export class Session {
  private access: string | null = null;
  /** Until when (device clock, ms) the token is used; never the server's `exp` compared with this clock. */
  private deadline: number | null = null;
  private inflight: Promise<string> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  /** Whether this sign-in outlives the browser session ('Keep me logged in'). */
  private persistent = true;

  constructor(private readonly options: SessionOptions) {
    this.now = options.now ?? Date.now;
    const kept = readStoredAccess(options.storage);
    const transient = options.transientStorage ? readStoredAccess(options.transientStorage) : null;
    if (kept) this.adopt(kept);
    else if (transient) {
      this.persistent = false;
      this.adopt(transient);
    }
  }

  /** The access token while its deadline lies in the future, else `null`. */
  get token(): string | null {
    return this.access && this.deadline !== null && this.deadline > this.now() ? this.access : null;
  }

  /** The last access token, even when expired (used to tell a stale 401 from a fresh one). */
  get lastToken(): string | null {
    return this.access;
  }

  get hasRefreshMarker(): boolean {
    return this.options.storage.getItem(STORAGE_KEYS.refreshMarker) === '1';
  }

  get refreshing(): boolean {
    return this.inflight !== null;
  }

  /**
   * Stores a new access token and marks that a refresh credential exists. `persistent` is the
   * sign-in's 'Keep me logged in': without it the token never reaches local storage, so nothing
   * that signs in outlives the browser session. Refreshes keep the sign-in's choice.
   */
  setAccess(access: string, persistent: boolean = this.persistent): void {
    this.persistent = persistent || !this.options.transientStorage;
    this.access = access;
    this.deadline = this.deadlineOf(access);
    const [keep, drop] = this.persistent ? [this.options.storage, this.options.transientStorage] : [this.options.transientStorage!, this.options.storage];
    writeStoredAccess(keep, { token: access, deadline: this.deadline });
    if (drop) removeStoredAccess(drop);
    this.markRefresh();
    this.emit();
  }

  /** Marks that a refresh credential exists (after sign-in, or before the Google round trip). */
  markRefresh(): void {
    this.options.storage.setItem(STORAGE_KEYS.refreshMarker, '1');
  }

  /**
   * Before the web's Google round trip: the stored token goes and the marker stays, so the page
   * that comes back refreshes with the cookie the new sign-in set instead of reusing the old
   * session's token (a re-sign-in to confirm a grave step must count as the new session).
   */
  refreshAtNextStart(): void {
    this.access = null;
    this.deadline = null;
    removeStoredAccess(this.options.storage);
    if (this.options.transientStorage) removeStoredAccess(this.options.transientStorage);
    this.markRefresh();
  }

  /** Forgets the token and the marker. */
  clear(): void {
    const had = this.access !== null || this.hasRefreshMarker;
    this.access = null;
    this.deadline = null;
    removeStoredAccess(this.options.storage);
    if (this.options.transientStorage) removeStoredAccess(this.options.transientStorage);
    this.options.storage.removeItem(STORAGE_KEYS.refreshMarker);
    this.persistent = true;
    this.options.onClear?.();
    if (had) this.emit();
  }

  /**
   * Start-up: reuses a stored unexpired token, else refreshes when the marker exists (clearing
   * on failure). Answers whether a session exists: also when the refresh got no answer at all
   * (`keepOn`), so an offline start keeps its sign-in and shows what it kept.
   */
  async start(): Promise<boolean> {
    if (this.token) return true;
    if (!this.hasRefreshMarker) {
      if (this.access) this.clear();
      return false;
    }
    try {
      await this.refresh();
      return true;
    } catch (error) {
      return this.options.keepOn?.(error) === true;
    }
  }

  /** One refresh at a time: concurrent callers share it. On failure the session is cleared. */
  refresh(): Promise<string> {
    if (!this.inflight) {
      this.inflight = this.options
        .refresh()
        .then(
          (access) => {
            this.setAccess(access);
            return access;
          },
          (error: unknown) => {
            if (!this.options.keepOn?.(error)) this.clear();
            throw error;
          },
        )
        .finally(() => {
          this.inflight = null;
        });
    }
    return this.inflight;
  }

  /** Resolves once no refresh is in flight (whatever its outcome). */
  async settled(): Promise<void> {
    while (this.inflight) {
      try {
        await this.inflight;
      } catch {
        // the caller only waits; the failure was handled by refresh()
      }
    }
  }

  /** Called whenever the session starts, changes token or ends. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private adopt(stored: StoredAccess): void {
    this.access = stored.token;
    this.deadline = stored.deadline ?? deadlineWithoutReceipt(stored.token, this.now());
  }

  /** A token this device already holds (another tab received it) keeps the deadline it got then. */
  private deadlineOf(access: string): number | null {
    for (const store of [this.options.storage, this.options.transientStorage]) {
      const stored = store ? readStoredAccess(store) : null;
      if (stored?.token === access && stored.deadline !== null) return stored.deadline;
    }
    return deadlineFromReceipt(access, this.now());
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
