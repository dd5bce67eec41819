import { fromCents, toCents } from './volume-cents';

/*
 * The legs that grew and shrank most since the month before (issue 38 item 4: the leader's
 * dashboard). A leg is a direct partner with their team volume; a leg missing in one of the two
 * months (a partner added or moved away) counts 0 there.
 */

export interface LegVolumeOf {
  profileId: string;
  volume: number;
}

export interface LegChange {
  profileId: string;
  before: number;
  now: number;
  /** `now - before`. */
  change: number;
}

/** The `count` legs grown most (largest rise first) and shrunk most (largest fall first); unchanged legs are in neither. */
export function legChanges(now: readonly LegVolumeOf[], before: readonly LegVolumeOf[], count = 3): { grown: LegChange[]; shrunk: LegChange[] } {
  const cents = new Map<string, { before: number; now: number }>();
  for (const leg of now) cents.set(leg.profileId, { before: 0, now: toCents(leg.volume) });
  for (const leg of before) cents.set(leg.profileId, { now: cents.get(leg.profileId)?.now ?? 0, before: toCents(leg.volume) });
  const changes = [...cents].map(([profileId, v]) => ({ profileId, before: v.before, now: v.now, change: v.now - v.before }));
  const shown = (list: typeof changes) =>
    list.slice(0, count).map((c) => ({ profileId: c.profileId, before: fromCents(c.before), now: fromCents(c.now), change: fromCents(c.change) }));
  return {
    grown: shown(changes.filter((c) => c.change > 0).sort((a, b) => b.change - a.change)),
    shrunk: shown(changes.filter((c) => c.change < 0).sort((a, b) => a.change - b.change)),
  };
}
