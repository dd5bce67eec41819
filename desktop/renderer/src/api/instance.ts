import { platform } from '../platform';
import { local, sessionStore } from '../session/browser-storage';
import { Session } from '../session/session';
import { serverLost, serverReached } from '../offline/reachability';
import { ApiClient } from './client';
import { isConnectionError } from './errors';

/** The app's one session and API client. */
export const session: Session = new Session({
  storage: local,
  transientStorage: sessionStore,
  refresh: () => api.refreshAccess(),
  // No answer is no verdict on the session: an offline start keeps it (docs/offline.md).
  keepOn: isConnectionError,
});

export const api: ApiClient = new ApiClient({ session, platform, onReach: (reached) => (reached ? serverReached() : serverLost()) });
