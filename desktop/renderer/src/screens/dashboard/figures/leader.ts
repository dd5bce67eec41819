/**
 * Whose team the dashboard's figures follow: the user's own partner when they chose themselves in
 * the tree ('Select yourself!'), else the tree's top partner (the first partner without an upline).
 */
export function leaderOf(profiles: readonly { id: string; parentId: string | null }[], linkedProfileId: string | null): string | null {
  if (linkedProfileId && profiles.some((p) => p.id === linkedProfileId)) return linkedProfileId;
  return profiles.find((p) => p.parentId === null)?.id ?? null;
}
