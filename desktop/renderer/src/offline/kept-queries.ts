import type { Query } from '@tanstack/react-query';
import { keys } from '../api/teamtree';
import { settingsKey } from '../api/settings';

/** The user's own answer (`/api/auth/me`) as kept for an offline start (offline/kept-account.ts). */
export const ME_KEY = ['me'] as const;

/**
 * Which answers are kept on the device for an offline start (issue 23 item 1): the user, the tree
 * list, each tree's status answer, the user's settings and the server's public config. Only
 * answers that arrived (never an error or a pending read).
 */
const KEPT_SCOPES = new Set<unknown>([ME_KEY[0], keys.trees[0], keys.tree('')[0], settingsKey[0], 'config']);

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return KEPT_SCOPES.has(query.queryKey[0]) && query.state.status === 'success' && query.state.data !== undefined;
}

/** How long kept answers are shown after they were last written. */
export const KEPT_MAX_AGE = 30 * 24 * 60 * 60 * 1000;

/**
 * Kept answers stay in memory for the page's life, so a tree looked at earlier stays kept.
 * `Infinity` (no timer at all): a garbage-collection time above `setTimeout`'s limit (~24.8
 * days) would make the browser run the timer at once and drop an answer nobody watched yet.
 */
export const KEPT_GC_TIME = Infinity;
