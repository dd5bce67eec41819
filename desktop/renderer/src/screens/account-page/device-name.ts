import { TEAMTREE_APP, userAgentParts } from '@shared/domain/user-agent';
import { t } from '../../i18n/i18n';

/** A session's device in the language shown: 'Chrome on Windows' / 'Chrome auf Windows', 'TeamTree app on macOS'. */
export function deviceName(userAgent: string | null): string {
  const parts = userAgentParts(userAgent);
  if (!parts) return t('account.sessions.unknownDevice');
  const browser = parts.browser === TEAMTREE_APP ? t('account.sessions.teamTreeApp') : (parts.browser ?? t('account.sessions.unknownBrowser'));
  return t('account.sessions.device', { browser, system: parts.system ?? t('account.sessions.unknownSystem') });
}
