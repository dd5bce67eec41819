import type { KeyboardEvent, MouseEvent } from 'react';

/** What inside a row does its own thing on a click (a name's link, the phone's actions). */
const OWN_ACTION = 'a, button, input, select, textarea, label';

/**
 * The props that make a Teamlist row (or a card on a phone) open its partner: focusable, a click
 * anywhere but on a link or button inside, and Enter while the row itself has the focus.
 */
export function openProps(open: () => void) {
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!(event.target as Element).closest(OWN_ACTION)) open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
      event.preventDefault();
      open();
    },
  };
}
