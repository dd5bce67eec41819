/**
 * Trees the user is leaving right now: the `membership-removed` event of one's own leaving may
 * arrive before the answer, and must read as leaving, not as being removed.
 */
const leaving = new Set<string>();

export async function whileLeaving<T>(teamtreeId: string, run: () => Promise<T>): Promise<T> {
  leaving.add(teamtreeId);
  try {
    return await run();
  } finally {
    leaving.delete(teamtreeId);
  }
}

export function isLeaving(teamtreeId: string): boolean {
  return leaving.has(teamtreeId);
}
