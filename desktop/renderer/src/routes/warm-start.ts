import { treeListQuery, treeStatusQuery } from '../api/teamtree';
import { queryClient } from '../api/query-client';
import { session } from '../api/instance';
import { useView } from '../stores/view-store';
import { preloadPage, SIGN_IN_PATH } from './pages';
import { SHELL_PAGES } from './shell-pages';

/** The tree the opened page will show: the tree page's `?teamtreeId=`, else the stored choice. */
function treeToShow(location: Pick<Location, 'pathname' | 'search'>): string | null {
  const requested = location.pathname === '/teamtree' ? new URLSearchParams(location.search).get('teamtreeId') : null;
  return requested || useView.getState().activeTreeId;
}

/**
 * What the opened page will ask for once the sign-in check (`/api/auth/me`) has answered, asked
 * for while it runs instead: the page's code and, inside the shell, the tree list and the tree
 * to show, through the very queries the page then uses (React Query shares them). Only with an
 * unexpired access token at hand: a session that must be refreshed first is left to the sign-in
 * check, and without one the app goes to the sign-in page. A tree that is gone answers as it
 * would a moment later, and the page handles it the same way. In a browser the page's early
 * script (public/early-tree.js) has usually asked for that tree already, with the same rules
 * mirrored in plain JS; the tree's query then takes its answer (api/early-tree.ts).
 */
export function warmStart(location: Pick<Location, 'pathname' | 'search'>): void {
  preloadPage(location.pathname);
  // Without a token at hand, the app is about to show the sign-in page (any page sends there, `/` too).
  if (!session.token) preloadPage(SIGN_IN_PATH);
  if (!SHELL_PAGES.has(location.pathname) || !session.token) return;
  void queryClient.prefetchQuery(treeListQuery());
  const teamtreeId = treeToShow(location);
  if (teamtreeId) void queryClient.prefetchQuery(treeStatusQuery(teamtreeId));
}
