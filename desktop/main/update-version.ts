/**
 * Which versions an update may move to: only forward (Semantic Versioning 2.0.0 precedence).
 * An update whose version is equal to or older than the running app's is never installed,
 * whatever the feed says or however its file is signed.
 */

interface Version {
  core: [number, number, number];
  /** Pre-release identifiers (`1.3.0-beta.2`: ['beta', '2']); empty for a release. */
  pre: string[];
}

const NUMBER = '0|[1-9]\\d*';
const IDENTIFIER = `(?:${NUMBER}|\\d*[A-Za-z-][0-9A-Za-z-]*)`;
const SEMVER = new RegExp(`^(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?$`);

/** A strict semver version (`1.3.0`, `2.0.0-rc.1`, `1.3.0+build.5`), or null. */
export function parseVersion(text: string): Version | null {
  const match = SEMVER.exec(text);
  if (!match) return null;
  const core = [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
  if (!core.every(Number.isSafeInteger)) return null;
  return { core, pre: match[4] ? match[4].split('.') : [] };
}

const isNumeric = (identifier: string) => /^\d+$/.test(identifier);

function compareIdentifiers(a: string, b: string): number {
  if (isNumeric(a) && isNumeric(b)) return Math.sign(Number(a) - Number(b));
  if (isNumeric(a) !== isNumeric(b)) return isNumeric(a) ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semver precedence: negative when `a` is older than `b`, 0 when equal (build metadata aside), positive when newer. */
export function compareVersions(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) {
    if (a.core[i] !== b.core[i]) return Math.sign(a.core[i] - b.core[i]);
  }
  // A release is newer than its pre-releases.
  if (a.pre.length === 0 || b.pre.length === 0) return Math.sign(b.pre.length - a.pre.length);
  for (let i = 0; i < Math.min(a.pre.length, b.pre.length); i += 1) {
    const order = compareIdentifiers(a.pre[i], b.pre[i]);
    if (order !== 0) return order;
  }
  return Math.sign(a.pre.length - b.pre.length);
}

/** Whether `candidate` is strictly newer than `running`; false when either is no valid version. */
export function isNewerVersion(candidate: string, running: string): boolean {
  const next = parseVersion(candidate);
  const now = parseVersion(running);
  return next !== null && now !== null && compareVersions(next, now) > 0;
}
