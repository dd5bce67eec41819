/**
 * A readable name for a session's User-Agent ('Chrome on Windows', 'TeamTree app on macOS'):
 * the browser (or the desktop app) and the system it names. Only the common ones are told
 * apart; anything else is 'Unknown browser' / 'unknown system', and a missing header
 * 'Unknown device'.
 */
export function describeUserAgent(userAgent: string | null): string {
  const parts = userAgentParts(userAgent);
  if (!parts) return 'Unknown device';
  return `${parts.browser ?? 'Unknown browser'} on ${parts.system ?? 'unknown system'}`;
}

/**
 * The browser and the system a User-Agent names (null: one not told apart), for the apps to name
 * them in their language ('TEAMTREE_APP' is the desktop app); null without a header.
 */
export function userAgentParts(userAgent: string | null): { browser: string | null; system: string | null } | null {
  if (!userAgent?.trim()) return null;
  return { browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null, system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null };
}

/** The desktop app's name in `userAgentParts`. */
export const TEAMTREE_APP = 'TeamTree app';

const BROWSERS: [RegExp, string][] = [
  // Electron names itself (and the app) before Chrome: the desktop app.
  [/Electron\//, TEAMTREE_APP],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
