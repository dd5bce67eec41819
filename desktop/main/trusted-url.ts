/**
 * Whether the main process may hand an address to the system browser: only well-formed
 * `https:` addresses without credentials.
 */
export function isTrustedUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && url.hostname.length > 0;
}

/** A partner's call or SMS link as the renderer writes it (shared/domain/phone-links.ts): `tel:` or `sms:` and an E.164 number, nothing else. */
const DIAL_LINK = /^(tel|sms):\+[1-9][0-9]{1,14}$/;

/** Whether an address is a call or SMS link the system may open (its phone app, FaceTime, Teams…). */
export function isDialUrl(raw: unknown): raw is string {
  return typeof raw === 'string' && DIAL_LINK.test(raw);
}

/** What leaves the app for the system: https addresses for the browser, call and SMS links for the phone app. */
export function isExternalUrl(raw: unknown): raw is string {
  return isTrustedUrl(raw) || isDialUrl(raw);
}
