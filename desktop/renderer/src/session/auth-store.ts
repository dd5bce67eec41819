import { create } from 'zustand';
import type { Me } from '@shared/schemas/auth';
import { fetchMe } from '../api/auth';
import { isConnectionError } from '../api/errors';
import { session } from '../api/instance';
import { forgetAccount, keepAccount, keptAccountFor, lastAccount, restoreLastAccount } from '../offline/kept-account';
import { onServerBack } from '../offline/reachability';
import { platform } from '../platform';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  status: AuthStatus;
  me: Me | null;
  /** Signed in from what this device kept, the server not reached yet (an offline start). */
  offline: boolean;
  /** Start-up: reuse or refresh the session, then load the user. */
  bootstrap(): Promise<void>;
  /** After sign-in or registration: load the user. */
  loadMe(): Promise<Me | null>;
}

export const useAuth = create<AuthState>((set, get) => ({
  status: 'loading',
  me: null,
  offline: false,
  async bootstrap() {
    // The desktop host knows whether its keychain holds a refresh credential.
    const held = await platform().hasRefreshCredential().catch(() => null);
    if (held === true) session.markRefresh();
    // What was kept for the last account shows while the server is asked (or cannot be).
    if (session.lastToken || session.hasRefreshMarker) restoreLastAccount();
    // The shell opens from the kept account when the stored token names it, without waiting
    // for `/api/auth/me`; the server's answer below still decides (a refused session ends it).
    void keptAccountFor(session.lastToken).then((kept) => {
      if (kept && get().status === 'loading') set({ status: 'authenticated', me: kept, offline: false });
    });
    const ok = await session.start();
    if (!ok) {
      set({ status: 'anonymous', me: null, offline: false });
      return;
    }
    await get().loadMe();
  },
  async loadMe() {
    try {
      const me = await fetchMe();
      await keepAccount(me);
      set({ status: 'authenticated', me, offline: false });
      return me;
    } catch (error) {
      const kept = isConnectionError(error) ? await lastAccount() : null;
      if (kept) {
        set({ status: 'authenticated', me: kept, offline: true });
        return kept;
      }
      if (!session.token) set({ status: 'anonymous', me: null, offline: false });
      return null;
    }
  },
}));

// The session ending (logout, failed refresh) signs the app out and removes what it kept.
session.subscribe(() => {
  if (session.token || session.hasRefreshMarker) return;
  void forgetAccount();
  if (useAuth.getState().status === 'authenticated') useAuth.setState({ status: 'anonymous', me: null, offline: false });
});

// Signed in from kept data: once the server answers again, who is signed in is asked for real.
onServerBack(() => {
  if (useAuth.getState().offline) void useAuth.getState().loadMe();
});
