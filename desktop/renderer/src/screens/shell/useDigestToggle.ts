import { useEffect } from 'react';
import { deviceTimeZone, useDigestSetting, useSaveDigest } from '../../api/digest';
import { useAuth } from '../../session/auth-store';
import { useNotice } from '../../stores/notice-store';

export const DIGEST_ON_LABEL = 'Turn on daily email digest';
export const DIGEST_OFF_LABEL = 'Turn off daily email digest';

/** What the user reads after turning the digest on, in their time zone; a word on verification when it is still due. */
export function digestOnNotice(timeZone: string, emailVerified: boolean): string {
  const when = `Daily email digest on: each morning from 8:00 (${timeZone}) you get an email with what is due in the next 7 days.`;
  return emailVerified ? when : `${when} It starts once your email address is verified.`;
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
        onSuccess: () => show(enabled ? digestOnNotice(zone, Boolean(me?.emailVerified)) : 'Daily email digest off.'),
        onError: () => show('The daily email digest could not be changed. Please try again.'),
      },
    );
  }

  return { ready: Boolean(digest) && !save.isPending, label: digest?.enabled ? DIGEST_OFF_LABEL : DIGEST_ON_LABEL, toggle };
}
