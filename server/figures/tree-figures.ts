import crypto from 'node:crypto';
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
import { announceEntry } from '../history/entry-notices';
import { keepValuesBefore, recordFiguresEntry, touchMonth } from './figures-history';
import { latestRowOfEach, readFigures, readMonths, readMonthVersion, readPartnerFigures, readPeriods, sumOfPv, writeFigures } from './figures-store';
import { keptTotals, totalsIfKept } from './month-totals-cache';

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

/**
 * Writes the rows of partners in the tree; the other ids are listed, not written. A write that
 * writes anything is one `figures` history entry with its count, announced once written
 * (figures-history.ts keeps the values each batch replaces, for its undo).
 */
export async function replaceFigures(
  db: Knex,
  write: { teamtreeId: string; period: string; actorId: string },
  rows: readonly Figures[],
): Promise<{ written: number; unknown: string[] }> {
  const { teamtreeId, period } = write;
  const inTree = new Set((await loadTreeProfiles(db, teamtreeId)).map((p) => p.id));
  const known = [...latestRowOfEach(rows.filter((row) => inTree.has(row.profileId)))];
  const unknown = [...new Set(rows.filter((row) => !inTree.has(row.profileId)).map((row) => row.profileId))];
  if (known.length === 0) return { written: 0, unknown };
  const entry = { id: crypto.randomUUID(), teamtreeId, actorId: write.actorId, period, count: known.length };
  await recordFiguresEntry(db, entry);
  await touchMonth(db, teamtreeId, period);
  const written = await writeFigures(db, teamtreeId, period, known, (ids) => keepValuesBefore(db, { entryId: entry.id, teamtreeId, period }, ids));
  await touchMonth(db, teamtreeId, period);
  announceEntry(db, teamtreeId, entry.id);
  return { written, unknown };
}

/** Every partner's team volume and legs in the month, kept per state of the tree and version of the month (month-totals-cache.ts). */
async function monthTotals(db: Knex, teamtreeId: string, period: string, profiles: readonly { id: string; parentId: string | null }[], version: number, figures?: readonly Figures[]): Promise<TeamVolume[]> {
  const read = figures ?? (await readFigures(db, teamtreeId, period));
  return keptTotals(profiles, period, version, () => teamVolumes(profiles, new Map(read.map((f) => [f.profileId, f.pv]))));
}

/** The period's figures and every partner's team volume and legs. */
export async function periodFigures(db: Knex, teamtreeId: string, period: string): Promise<{ period: string; figures: Figures[]; totals: TeamVolume[] }> {
  // The version first: totals computed from figures newer than it are kept under the older version, and computed again next time.
  const version = await readMonthVersion(db, teamtreeId, period);
  const [profiles, figures] = await Promise.all([loadTreeProfiles(db, teamtreeId), readFigures(db, teamtreeId, period)]);
  return { period, figures, totals: await monthTotals(db, teamtreeId, period, profiles, version, figures) };
}

export const figurePeriods = readPeriods;

/** The partner and everyone below (each once, a damaged tree's cycle included once); none for a partner not in the tree. */
function teamOf(profiles: readonly { id: string; parentId: string | null }[], profileId: string): string[] {
  if (!profiles.some((p) => p.id === profileId)) return [];
  const children = childrenByParent(profiles);
  const team = [profileId];
  const seen = new Set(team);
  for (let i = 0; i < team.length; i++) {
    for (const child of children.get(team[i]) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        team.push(child);
      }
    }
  }
  return team;
}

/**
 * The partner's figures and team volume in each month from `from` to `to` that has figures: the
 * team volume from the month's kept totals when a page read that month already, else summed by
 * the database over the partner's team (the whole month for the top partner), so a year's chart
 * of a 100,000-partner tree does not sum every partner of twelve months in memory.
 */
export async function figuresSeries(db: Knex, teamtreeId: string, profileId: string, from: string, to: string) {
  // Oldest first, each with its version, in one read.
  const inRange = (await readMonths(db, teamtreeId)).filter(({ period }) => period >= from && period <= to).reverse();
  const months = inRange.map((month) => month.period);
  const versions = inRange.map((month) => month.version);
  const [profiles, own] = await Promise.all([loadTreeProfiles(db, teamtreeId), readPartnerFigures(db, teamtreeId, profileId, from, to)]);
  const team = teamOf(profiles, profileId);
  if (team.length === 0) return [];
  const kept = months.map((period, i) => totalsIfKept(profiles, period, versions[i])?.find((total) => total.profileId === profileId)?.teamVolume);
  const toSum = months.filter((_, i) => kept[i] === undefined);
  const summed = toSum.length > 0 ? await sumOfPv(db, teamtreeId, toSum, team.length === profiles.length ? null : team) : new Map<string, number>();
  return months.map((period, i) => {
    const figures = own.get(period);
    const teamVolume = kept[i] ?? summed.get(period) ?? 0;
    return { period, pv: figures?.pv ?? null, gv: figures?.gv ?? null, teamVolume, rank: figures?.rank ?? null, paidRank: figures?.paidRank ?? null };
  });
}

/** The tree's rank plan (none: `null`). */
export function rankPlanOf(tree: Pick<Teamtree, 'rankPlan'>): RankStep[] | null {
  return tree.rankPlan ?? null;
}

/** The owner sets the rank plan (others: 403); answers the tree (its id and name, for the event) and the plan. */
export async function changeRankPlan(db: Knex, teamtreeId: string, userId: string, ranks: RankStep[]): Promise<{ tree: { id: string; name: string }; rankPlan: RankStep[] }> {
  const { tree, membership } = await requireMembership(db, teamtreeId, userId);
  if (!canChangeTreeSettings(membership.permission)) throw forbidden(TREE_SETTINGS_DENIED);
  await db('teamtrees').where({ id: tree.id }).update({ rank_plan: JSON.stringify(ranks), updated_at: new Date() });
  return { tree: { id: tree.id, name: tree.name }, rankPlan: ranks };
}
