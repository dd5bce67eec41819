/** The origin the desktop app's renderer runs on (served by the main process). */
export const DESKTOP_ORIGIN = 'app://teamtree';
