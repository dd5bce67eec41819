import { useState } from 'react';

/** The phone's share sheet (Web Share), where the browser has one for a link. */
function canShareLink(url: string): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.({ url }) ?? true);
}

/** How long 'Copied' shows after a copy. */
const COPIED_MS = 2000;

/**
 * Handing the invite link out: `copy` to the clipboard (where that is refused, the link's field
 * is selected for the user to copy), and `share` through the share sheet where `canShare`. A
 * cancelled sheet changes nothing; a sheet that fails copies instead.
 */
export function useLinkHandOut(url: string | undefined, title: string) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      const field = document.getElementById('share-link-url') as HTMLInputElement | null;
      field?.focus();
      field?.select();
    }
  }

  async function share() {
    if (!url) return;
    try {
      await navigator.share({ title, url });
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError')) await copy();
    }
  }

  return { copied, copy, share, canShare: url ? canShareLink(url) : false };
}
