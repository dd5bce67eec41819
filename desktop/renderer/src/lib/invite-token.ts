/** Invitation tokens as they reach the app: a pasted link or bare token, or a path the app was sent to. */

/** An invitation link or a bare token: the token (`/join/{token}` or `/join/request/{token}`). */
export function parseInviteToken(input: string): string {
  const text = input.trim();
  if (!text) return '';
  const match = /\/join\/(?:request\/)?([^/?#\s]+)/.exec(text);
  if (match) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return match[1];
    }
  }
  return text;
}

/** `/join/{token}` or `/join/request/{token}` (with any query) → the token, else null. */
export function inviteTokenOfPath(path: string | null | undefined): string | null {
  const match = /^\/join\/(?:request\/)?([A-Za-z0-9_-]{16,256})(?:[?#].*)?$/.exec(path ?? '');
  return match ? match[1] : null;
}
