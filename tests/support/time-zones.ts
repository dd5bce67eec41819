import { localHour } from '../../shared/domain/time-zone';

/** Zones around the world, far ones first: in one of them it is always between any two hours at least 6 hours apart. */
const ZONES = ['Pacific/Kiritimati', 'Pacific/Honolulu', 'America/Los_Angeles', 'America/New_York', 'UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Tokyo'];

/** A time zone where the local hour is now at least `from` and before `to` (far zones preferred). */
export function zoneWhereHourIs(from: number, to: number, now: Date = new Date()): string {
  const zone = ZONES.find((z) => localHour(now, z) >= from && localHour(now, z) < to);
  if (!zone) throw new Error(`no zone between ${from}:00 and ${to}:00 now`);
  return zone;
}
