import { fromCents, toCents } from './volume-cents';

/*
 * A partner's legs as the 'Figures' tab lists them (issue 38 item 3): each direct partner with
 * the team volume of their leg, the largest first; the largest is the 'power leg', and the rest of
 * the partner's team volume (their own PV and every other leg) is the volume outside it.
 */

export interface LegVolume {
  profileId: string;
  volume: number;
}

export interface PowerLegView {
  /** The legs, the largest first (equal volumes keep the given order: the server's, the tree's). */
  legs: LegVolume[];
  /** The largest leg; null without legs or when every leg is 0 (no leg stands out). */
  power: LegVolume | null;
  /** The team volume outside the power leg: own PV plus the other legs (the whole team volume without a power leg). */
  outside: number;
}

export function powerLegView(teamVolume: number, legs: readonly LegVolume[]): PowerLegView {
  const sorted = [...legs].sort((a, b) => toCents(b.volume) - toCents(a.volume));
  const first = sorted[0];
  const power = first && toCents(first.volume) > 0 ? first : null;
  return { legs: sorted, power, outside: fromCents(toCents(teamVolume) - (power ? toCents(power.volume) : 0)) };
}
