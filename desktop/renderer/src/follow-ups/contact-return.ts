import type { LoggedKind } from './LogForm';

/**
 * What a tap on a partner's phone action was (issue 37 item 2): `tel:` a call, `sms:` and
 * WhatsApp (`https://wa.me/…`, `whatsapp:`) a message; null for any other link. Pure.
 */
export function contactKindOf(href: string): Extract<LoggedKind, 'call' | 'message'> | null {
  const lower = href.trim().toLowerCase();
  if (lower.startsWith('tel:')) return 'call';
  if (lower.startsWith('sms:') || lower.startsWith('whatsapp:') || /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(lower)) return 'message';
  return null;
}
