import type { Knex } from 'knex';
import { canChangeTreeSettings, canWriteProfiles, TREE_SETTINGS_DENIED } from '../../shared/domain/policies';
import { teamVolumes, type TeamVolume } from '../../shared/domain/team-volume';
import { childrenByParent } from '../../shared/domain/tree-children';
import type { Figures, RankStep } from '../../shared/schemas/figures';
import { forbidden } from '../http/errors';
import type { Teamtree } from '../models/teamtree';
import type { Membership } from '../models/membership';
import { loadTreeProfiles } from '../profiles/tree-profiles';
import { requireMembership } from '../trees/membership-access';
import { readFigures, readFiguresRange, readPeriods, writeFigures } from './figures-store';

/*
 * Back-office figures of a tree (API.md additions of 2026-12-07; docs/figures.md): who may
 * read and write them, and the team volumes computed from the tree in memory.
 */

export const FIGURES_WRITE_DENIED = 'Only the TeamTree owner, moderators and editors can write figures.';

/** Whether a member with this permission sees the figures of a tree hiding `hideFromRead` (`figures`: READ members do not). */
function seesFigures(permission: Membership['permission'], hideFromRead: readonly string[]): boolean {
  return permission !== 'READ' || !hideFromRead.includes('figures');
}

/** The caller's membership; 403 for a non-member (and a tree that does not exist). */
export async function figuresAccess(db: Knex, teamtreeId: string, userId: string): Promise<{ tree: Teamtree; membership: Membership; sees: boolean }> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  return { tree, membership, sees: seesFigures(membership.permission, tree.hideFromRead ?? []) };
}

/** Owner, moderators and editors only (else 403). */
export async function requireFiguresWriter(db: Knex, teamtreeId: string, userId: string): Promise<void> {
  const { membership } = await requireMembership(db, teamtreeId, userId);
  if (!canWriteProfiles(membership.permission)) throw forbidden(FIGURES_WRITE_DENIED);
}

/** Writes the rows of partners in the tree; the other ids are listed, not written. */
export async function replaceFigures(db: Knex, teamtreeId: string, period: string, rows: readonly Figures[]): Promise<{ written: number; unknown: string[] }> {
  const inTree = new Set((await loadTreeProfiles(db, teamtreeId)).map((p) => p.id));
  const known = rows.filter((row) => inTree.has(row.profileId));
  const unknown = [...new Set(rows.filter((row) => !inTree.has(row.profileId)).map((row) => row.profileId))];
  const written = await writeFigures(db, teamtreeId, period, known);
  return { written, unknown };
}

/** The period's figures and every partner's team volume and legs. */
export async function periodFigures(db: Knex, teamtreeId: string, period: string): Promise<{ period: string; figures: Figures[]; totals: TeamVolume[] }> {
  const [profiles, figures] = await Promise.all([loadTreeProfiles(db, teamtreeId), readFigures(db, teamtreeId, period)]);
  const pvOf = new Map(figures.map((f) => [f.profileId, f.pv]));
  return { period, figures, totals: teamVolumes(profiles, pvOf) };
}

export const figurePeriods = readPeriods;

/** The partner (as the top, first) and everyone below; none for a partner not in the tree. */
function teamOf(profiles: readonly { id: string; parentId: string | null }[], profileId: string): { id: string; parentId: string | null }[] {
  if (!profiles.some((p) => p.id === profileId)) return [];
  const children = childrenByParent(profiles);
  const team = [{ id: profileId, parentId: null as string | null }];
  const seen = new Set([profileId]);
  for (let i = 0; i < team.length; i++) {
    for (const child of children.get(team[i].id) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      team.push({ id: child, parentId: team[i].id });
    }
  }
  return team;
}

/** The partner's figures and team volume in each month from `from` to `to` that has figures. */
export async function figuresSeries(db: Knex, teamtreeId: string, profileId: string, from: string, to: string) {
  const [profiles, months] = await Promise.all([loadTreeProfiles(db, teamtreeId), readFiguresRange(db, teamtreeId, from, to)]);
  // Only the partner's own team is summed, month by month.
  const team = teamOf(profiles, profileId);
  return [...months].map(([period, { pvOf, figuresOf }]) => {
    const own = figuresOf.get(profileId);
    const teamVolume = team.length === 0 ? 0 : teamVolumes(team, pvOf)[0].teamVolume;
    return { period, pv: own?.pv ?? null, gv: own?.gv ?? null, teamVolume, rank: own?.rank ?? null, paidRank: own?.paidRank ?? null };
  });
}

/** The tree's rank plan (none: `null`). */
export function rankPlanOf(tree: Pick<Teamtree, 'rankPlan'>): RankStep[] | null {
  return tree.rankPlan ?? null;
}

/** The owner sets the rank plan (others: 403). */
export async function changeRankPlan(db: Knex, teamtreeId: string, userId: string, ranks: RankStep[]): Promise<RankStep[]> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  if (!canChangeTreeSettings(membership.permission)) throw forbidden(TREE_SETTINGS_DENIED);
  await db('teamtrees').where({ id: tree.id }).update({ rank_plan: JSON.stringify(ranks), updated_at: new Date() });
  return ranks;
}
