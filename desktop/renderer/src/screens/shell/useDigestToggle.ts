import { useEffect } from 'react';
import { deviceTimeZone, useDigestSetting, useSaveDigest } from '../../api/digest';
import { useAuth } from '../../session/auth-store';
import { useNotice } from '../../stores/notice-store';
import { t } from '../../i18n/i18n';

/** What the user reads after turning the digest on, in their time zone; a word on verification when it is still due. */
export function digestOnNotice(timeZone: string, emailVerified: boolean): string {
  const when = t('controls.digestOnNotice', { zone: timeZone });
  return emailVerified ? when : `${when}${t('controls.digestUnverified')}`;
}

/**
 * The profile menu's daily digest switch: its label, whether it can be used, and the toggle.
 * While the digest is on, the stored time zone follows the device's, so mornings stay the user's.
 */
export function useDigestToggle() {
  const me = useAuth((s) => s.me);
  const show = useNotice((s) => s.show);
  const setting = useDigestSetting(Boolean(me));
  const save = useSaveDigest();
  const digest = setting.data?.digest;
  const zone = deviceTimeZone();

  useEffect(() => {
    if (digest?.enabled && digest.timeZone !== zone && !save.isPending) save.mutate({ enabled: true, timeZone: zone });
    // Only a change of what is stored (or of the device's zone) asks again; `save` is left out on purpose.
  }, [digest?.enabled, digest?.timeZone, zone]);

  function toggle() {
    if (!digest) return;
    const enabled = !digest.enabled;
    save.mutate(
      { enabled, timeZone: zone },
      {
        onSuccess: () => show(enabled ? digestOnNotice(zone, Boolean(me?.emailVerified)) : t('controls.digestOffNotice')),
        onError: () => show(t('controls.digestFailed')),
      },
    );
  }

  return { ready: Boolean(digest) && !save.isPending, label: t(digest?.enabled ? 'controls.digestOff' : 'controls.digestOn'), toggle };
}
