import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { contactKindOf } from './contact-return';

type ContactKind = NonNullable<ReturnType<typeof contactKindOf>>;

/**
 * After a tap on a call, WhatsApp or SMS link inside the element given `onClickCapture`, the
 * page going hidden (the phone app took over) and visible again offers to log it: `offer` is
 * the kind until `dismiss`. A tap whose page never went hidden offers nothing.
 */
export function useContactReturn() {
  const tapped = useRef<{ kind: ContactKind; hidden: boolean } | null>(null);
  const [offer, setOffer] = useState<ContactKind | null>(null);

  const onClickCapture = useCallback((event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const kind = link ? contactKindOf(link.getAttribute('href') ?? '') : null;
    if (kind) tapped.current = { kind, hidden: false };
  }, []);

  useEffect(() => {
    const changed = () => {
      const tap = tapped.current;
      if (!tap) return;
      if (document.visibilityState === 'hidden') tap.hidden = true;
      else if (tap.hidden) {
        tapped.current = null;
        setOffer(tap.kind);
      }
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);

  return { offer, onClickCapture, dismiss: useCallback(() => setOffer(null), []) };
}
