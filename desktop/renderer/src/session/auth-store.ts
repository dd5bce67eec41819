import { create } from 'zustand';
import type { Me } from '@shared/schemas/auth';
import { fetchMe } from '../api/auth';
import { session } from '../api/instance';
import { platform } from '../platform';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  status: AuthStatus;
  me: Me | null;
  /** Start-up: reuse or refresh the session, then load the user. */
  bootstrap(): Promise<void>;
  /** After sign-in or registration: load the user. */
  loadMe(): Promise<Me | null>;
}

export const useAuth = create<AuthState>((set, get) => ({
  status: 'loading',
  me: null,
  async bootstrap() {
    // The desktop host knows whether its keychain holds a refresh credential.
    const held = await platform().hasRefreshCredential().catch(() => null);
    if (held === true) session.markRefresh();
    const ok = await session.start();
    if (!ok) {
      set({ status: 'anonymous', me: null });
      return;
    }
    await get().loadMe();
  },
  async loadMe() {
    try {
      const me = await fetchMe();
      set({ status: 'authenticated', me });
      return me;
    } catch {
      if (!session.token) set({ status: 'anonymous', me: null });
      return null;
    }
  },
}));

// The session ending (logout, failed refresh) signs the app out.
session.subscribe(() => {
  if (!session.token && useAuth.getState().status === 'authenticated') {
    useAuth.setState({ status: 'anonymous', me: null });
  }
});
