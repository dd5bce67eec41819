import { levelsBelow, teamSizes, type TeamMember } from '@shared/domain/team-structure';

/** Each partner's team size and level below the viewer, computed once per tree. */
export interface TeamFigures {
  sizes: Map<string, number>;
  levels: Map<string, number>;
}

/** The figures of the whole tree (not just the filtered rows): a team counts every partner below. */
export function teamFigures(profiles: readonly TeamMember[], linkedProfileId: string | null): TeamFigures {
  return { sizes: teamSizes(profiles), levels: levelsBelow(profiles, linkedProfileId) };
}

/** The rows with 'Team size' and 'Level'; a partner not below the viewer has no level (null). */
export function withTeamFigures<P extends { id: string }>(rows: readonly P[], figures: TeamFigures): (P & { teamSize: number; level: number | null })[] {
  return rows.map((row) => ({ ...row, teamSize: figures.sizes.get(row.id) ?? 0, level: figures.levels.get(row.id) ?? null }));
}
