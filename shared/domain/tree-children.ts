/** Each profile's direct downline by the upline's id (roots, without an upline, are in no list). */
export function childrenByParent(profiles: readonly { id: string; parentId: string | null }[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const p of profiles) {
    if (!p.parentId) continue;
    const list = children.get(p.parentId);
    if (list) list.push(p.id);
    else children.set(p.parentId, [p.id]);
  }
  return children;
}
