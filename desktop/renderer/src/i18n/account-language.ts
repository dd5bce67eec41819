import { api, session } from '../api/instance';
import { desktopHost } from '../platform';
import { useAuth } from '../session/auth-store';
import { currentLanguage, i18n, showLanguage } from './i18n';
import { isLanguage, type Language } from './language';

/** The account's language, when the server names it (`me.language`; older servers do not). */
export const accountLanguage = (me: object | null): Language | undefined => {
  const language = (me as { language?: unknown } | null)?.language;
  return isLanguage(language) ? language : undefined;
};

/** Keeps the language in the account (`PUT /api/auth/language`); a server without it yet (404), or none reached, leaves it on this device. */
export async function sendLanguage(language: Language): Promise<void> {
  await api.put('/auth/language', { language }).catch(() => undefined);
}

/**
 * The switch 'Language' / 'Sprache': shows the language at once, keeps it on this device and,
 * signed in, in the account (so the account's answer does not switch it back, the signed-in
 * user's kept copy names it too).
 */
export function chooseLanguage(language: Language): void {
  showLanguage(language);
  const { status, me } = useAuth.getState();
  if (status !== 'authenticated' || !me || !session.token) return;
  if (accountLanguage(me)) useAuth.setState({ me: { ...me, language } as typeof me });
  void sendLanguage(language);
}

/** The desktop app's menu and its own texts follow the language shown (desktop/main/i18n/); nothing on the web. */
function tellDesktopHost(): () => void {
  const desktop = desktopHost();
  if (!desktop) return () => undefined;
  const tell = () => void desktop.showLanguage(currentLanguage()).catch(() => undefined);
  tell();
  i18n.on('languageChanged', tell);
  return () => i18n.off('languageChanged', tell);
}

/** Signed in, the account's language wins: shown once the server (or the kept copy) names it. */
export function followAccountLanguage(): () => void {
  const follow = (me: object | null) => {
    const language = accountLanguage(me);
    if (language && language !== currentLanguage()) showLanguage(language);
  };
  follow(useAuth.getState().me);
  const stopTelling = tellDesktopHost();
  const stopFollowing = useAuth.subscribe((state, before) => {
    if (state.me !== before.me) follow(state.me);
  });
  return () => {
    stopTelling();
    stopFollowing();
  };
}
