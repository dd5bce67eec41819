import { useMediaQuery } from './use-media-query';

/**
 * The pages' phone layout (Tailwind's `sm` breakpoint, 640 px): below it the Teamlist shows
 * cards, the dashboard puts its calendar before the table, and the tree page's toolbar folds
 * into a menu. The width half of styles.css's `touch` variant (a finger alone, on a wide
 * screen, gets touch-sized controls but the wide layout).
 */
export const PHONE_LAYOUT_QUERY = '(width < 40rem)';

/** Whether the window is phone-narrow now, following its changes (a turned phone, a resized window). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_LAYOUT_QUERY);
}
