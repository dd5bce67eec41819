import { createElement, lazy, type ComponentType } from 'react';

/** The sign-in page's path, where the app sends whoever is not signed in. */
export const SIGN_IN_PATH = '/auth/signin';

/** Each page's code by its route path, for `preloadPage`. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A page whose code loads on first use (or earlier, through `preloadPage` for its `path`). Once
 * loaded it renders at once: a lazy component suspends on its first render even when its code
 * is there, and React then holds the page back until 300 ms after the fallback it showed
 * (its throttle for revealing suspended content), long after the page's data has come.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, path?: string): ComponentType {
  let loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module[name];
      return module;
    });
  if (path) loaders.set(path, loadAndKeep);
  const Lazy = lazy<ComponentType>(async () => ({ default: (await loadAndKeep())[name] }));
  return function Page() {
    return createElement(loaded ?? Lazy);
  };
}

/**
 * Starts loading the code of the page at `pathname` at once, before the app knows who is signed
 * in: the route renders it only after that, and its chunk would be asked for only then. A failed
 * load is left to the route, which asks again and shows the error.
 */
export function preloadPage(pathname: string): void {
  void loaders.get(pathname)?.().catch(() => undefined);
}

export const SignInPage = page(() => import('../screens/auth/SignInPage'), 'SignInPage', SIGN_IN_PATH);
export const SignUpPage = page(() => import('../screens/auth/SignUpPage'), 'SignUpPage', '/auth/signup');
export const CompleteProfilePage = page(() => import('../screens/auth/CompleteProfilePage'), 'CompleteProfilePage', '/auth/signup/extra');
export const SourcePage = page(() => import('../screens/auth/SourcePage'), 'SourcePage', '/auth/signup/source');
export const ForgotPasswordPage = page(() => import('../screens/auth/ForgotPasswordPage'), 'ForgotPasswordPage', '/auth/forgot-password');
export const ResetPasswordPage = page(() => import('../screens/auth/ResetPasswordPage'), 'ResetPasswordPage', '/auth/reset-password');
export const TwoStepSignInPage = page(() => import('../screens/auth/TwoStepSignInPage'), 'TwoStepSignInPage', '/auth/signin/two-step');
export const VerifyEmailPage = page(() => import('../screens/auth/VerifyEmailPage'), 'VerifyEmailPage', '/auth/verify-email');
/**
 * The tree page, where a signed-in user lands, is a chunk of its own, but not one asked for only
 * once the app has run (it then waited behind the server's answers, docs/performance.md):
 * public/early-tree.js asks for it beside the first script when the page opens on it signed in
 * (scripts/early-chunks.ts), and `warmStart` at the app's start otherwise.
 */
export const TreePage = page(() => import('../screens/teamtree/TreePage'), 'TreePage', '/teamtree');
export const TodayPage = page(() => import('../screens/today/TodayPage'), 'TodayPage', '/today');
export const DashboardPage = page(() => import('../screens/dashboard/DashboardPage'), 'DashboardPage', '/dashboard');
export const TeamlistPage = page(() => import('../screens/teamlist/TeamlistPage'), 'TeamlistPage', '/teamlist');
export const TeambarsPage = page(() => import('../screens/teambars/TeambarsPage'), 'TeambarsPage', '/teambars');
export const BroadcastPage = page(() => import('../screens/broadcast/BroadcastPage'), 'BroadcastPage', '/broadcast');
export const AdminPage = page(() => import('../screens/admin/AdminPage'), 'AdminPage', '/admin');
export const AccountPage = page(() => import('../screens/account-page/AccountPage'), 'AccountPage', '/account');
export const ImportPage = page(() => import('../screens/import/ImportPage'), 'ImportPage', '/import');
export const JoinRequestPage = page(() => import('../screens/join/JoinRequestPage'), 'JoinRequestPage', '/join/request');
export const JoinWaitingPage = page(() => import('../screens/join/JoinWaitingPage'), 'JoinWaitingPage', '/join/waiting');
export const JoinRejectedPage = page(() => import('../screens/join/JoinRejectedPage'), 'JoinRejectedPage', '/join/rejected');
