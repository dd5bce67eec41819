/**
 * A readable name for a session's User-Agent ('Chrome on Windows', 'TeamTree app on macOS'):
 * the browser (or the desktop app) and the system it names. Only the common ones are told
 * apart; anything else is 'Unknown browser' / 'unknown system', and a missing header
 * 'Unknown device'.
 */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  return `${browserOf(userAgent)} on ${systemOf(userAgent)}`;
}

const BROWSERS: [RegExp, string][] = [
  // Electron names itself (and the app) before Chrome: the desktop app.
  [/Electron\//, 'TeamTree app'],
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

function browserOf(userAgent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser';
}

function systemOf(userAgent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown system';
}
