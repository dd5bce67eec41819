/**
 * Parts of the machine a suite needs beyond Node (a Secret Service keychain, keytar's native
 * module, a PostgreSQL server). Without one, a suite says so in one line and is skipped; under
 * `CI` (where `.ci/run` installs every part) a missing part fails the suite instead, so nothing
 * passes quietly there.
 */
export function hasPart(part: string, missing: string | null): boolean {
  if (missing === null) return true;
  if (process.env.CI) throw new Error(`CI must provide ${part}: ${missing}`);
  console.warn(`Skipped (needs ${part}): ${missing}`);
  return false;
}
