import type { Platform } from './platform';

/** The browser: the server sets and reads the `tt_refresh` cookie itself. */
export const webPlatform: Platform = {
  kind: 'web',
  authHeaders: () => ({}),
  refreshBody: async () => ({}),
  keepRefresh: async () => {},
  forgetRefresh: async () => {},
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  navigateAway(url) {
    window.location.assign(url);
  },
};
