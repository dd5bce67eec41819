import { largestLegs } from '@shared/domain/team-legs';
import { levelsBelow, teamSizes, type TeamMember } from '@shared/domain/team-structure';

/** Each partner's team size, level below the viewer and largest leg, computed once per tree. */
export interface TeamFigures {
  sizes: Map<string, number>;
  levels: Map<string, number>;
  largestLegs: Map<string, number>;
}

/** The figures of the whole tree (not just the filtered rows): a team counts every partner below. */
export function teamFigures(profiles: readonly TeamMember[], linkedProfileId: string | null): TeamFigures {
  const sizes = teamSizes(profiles);
  return { sizes, levels: levelsBelow(profiles, linkedProfileId), largestLegs: largestLegs(profiles, sizes) };
}

/** The rows with 'Team size', 'Level' and 'Largest leg'; a partner not below the viewer has no level (null). */
export function withTeamFigures<P extends { id: string }>(rows: readonly P[], figures: TeamFigures): (P & { teamSize: number; level: number | null; largestLeg: number })[] {
  return rows.map((row) => ({
    ...row,
    teamSize: figures.sizes.get(row.id) ?? 0,
    level: figures.levels.get(row.id) ?? null,
    largestLeg: figures.largestLegs.get(row.id) ?? 0,
  }));
}
