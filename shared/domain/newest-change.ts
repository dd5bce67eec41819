/**
 * The newest change time among a tree's profiles (`updatedAt`: server times as ISO texts in UTC,
 * which compare as times), or null for none. The bell remembers it as "last looked"; a page
 * reading a tree asks for the changes after it next time.
 */
export function newestChange(profiles: readonly { updatedAt: string }[]): string | null {
  let newest: string | null = null;
  for (const p of profiles) if (newest === null || p.updatedAt > newest) newest = p.updatedAt;
  return newest;
}
