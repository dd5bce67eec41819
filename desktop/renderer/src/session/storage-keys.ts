/** Browser storage keys (spec section 9). */
export const STORAGE_KEYS = {
  access: 'teamtree.access',
  /** Until when (device clock) this device uses the stored access token; see token-deadline.ts. */
  accessDeadline: 'teamtree.accessDeadline',
  refreshMarker: 'teamtree.hasRefresh',
  activeTree: 'teamtree.activeTreeId',
  teamFilter: 'teamtree.teamFilter',
  theme: 'teamtree.theme',
  /** Whether the others on a tree see which partner this user has selected ('1'/'0'). */
  shareSelection: 'teamtree.shareSelection',
  /** Whether the tree page shows its overview map ('1'/'0'; shown when never chosen). */
  overviewMap: 'teamtree.overviewMap',
  /** Whether the tree page shows the month's figures under each name ('1'/'0'; not shown when never chosen). */
  showFigures: 'teamtree.showFigures',
  /** Obsolete: the teamlist columns now live in the user settings on the server. */
  obsoleteColumns: 'teamtree.teamlistColumns',
  /** Session storage: the sign-up draft between the form and the source step. */
  signupDraft: 'teamtree.signupDraft',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store that never throws (private mode, disabled storage). */
export function safeStore(store: () => KeyValueStore | undefined): KeyValueStore {
  return {
    getItem(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        store()?.setItem(key, value);
      } catch {
        // storage unavailable: keep going in memory
      }
    },
    removeItem(key) {
      try {
        store()?.removeItem(key);
      } catch {
        // storage unavailable
      }
    },
  };
}
