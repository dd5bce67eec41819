import { toCents } from './volume-cents';

/*
 * 'Declining' on the leader's dashboard (issue 38 item 4): the partners whose PV fell by more
 * than half from the previous month with figures. Both months need a PV: a partner without one
 * in either month (not in that month's figures, or the PV left empty) is not compared, and a PV
 * of 0 before cannot fall.
 */

export interface PvOf {
  profileId: string;
  pv: number | null;
}

export interface PvFall {
  profileId: string;
  before: number;
  now: number;
}

/** The partners whose PV now is less than half their PV before, the largest fall first (equal falls: in the order of `now`). */
export function declining(now: readonly PvOf[], before: readonly PvOf[]): PvFall[] {
  const earlier = new Map(before.map((row) => [row.profileId, row.pv]));
  const falls: PvFall[] = [];
  for (const row of now) {
    const was = earlier.get(row.profileId);
    if (row.pv === null || was === null || was === undefined) continue;
    if (toCents(row.pv) * 2 < toCents(was)) falls.push({ profileId: row.profileId, before: was, now: row.pv });
  }
  return falls.sort((a, b) => toCents(b.before - b.now) - toCents(a.before - a.now));
}
