import { platform } from '../platform';
import { Session } from '../session/session';
import { local } from '../session/browser-storage';
import { ApiClient } from './client';

/** The app's one session and API client. */
export const session: Session = new Session({
  storage: local,
  refresh: async () => (await api.refreshAccess()).access,
  onClear: () => void platform().forgetRefresh(),
});

export const api: ApiClient = new ApiClient({ session, platform });
