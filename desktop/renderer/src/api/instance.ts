import { platform } from '../platform';
import { local, sessionStore } from '../session/browser-storage';
import { Session } from '../session/session';
import { ApiClient } from './client';

/** The app's one session and API client. */
export const session: Session = new Session({
  storage: local,
  transientStorage: sessionStore,
  refresh: () => api.refreshAccess(),
});

export const api: ApiClient = new ApiClient({ session, platform });
