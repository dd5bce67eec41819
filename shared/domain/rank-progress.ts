import { fromCents, toCents } from './volume-cents';

/*
 * The progress to the next rank of the tree's rank plan (issue 38 item 3; docs/figures.md
 * "The partner's 'Figures' tab"). Pure: the tab shows what this computes.
 *
 * The cap of one leg: a rank with `maxLegShare` s and `minTeamVolume` R counts at most s × R from
 * any one leg. The counted team volume is the partner's team volume with each leg's excess over
 * that cap taken off: own PV + Σ min(leg, s × R). With R = 2,000 and s = 50 %, legs of 1,140 and
 * 100 and no own PV count 1,000 + 100 = 1,100 of a team volume of 1,240. Without `maxLegShare`
 * the whole team volume counts.
 */

export interface RankRule {
  name: string;
  minPv: number;
  minTeamVolume: number;
  /** The share (0-1) of the rank's team volume requirement one leg may count for; null: no limit. */
  maxLegShare: number | null;
}

export interface RankFigures {
  /** The partner's own PV of the month (null: none given). */
  pv: number | null;
  /** The rank the back office gives the partner this month. */
  rank: string | null;
  teamVolume: number;
  legs: readonly { volume: number }[];
}

export interface NextRank {
  rank: RankRule;
  /** The partner's PV (0 without one) against `rank.minPv`. */
  pv: number;
  teamVolume: number;
  /** What one leg counts for at most (null: no limit). */
  legCap: number | null;
  /** The team volume that counts toward `rank.minTeamVolume` (the team volume without a cap). */
  counted: number;
  /** Whether the month's figures already meet both requirements. */
  met: boolean;
}

export interface RankProgress {
  /** The rank held (see `heldRankIndex`); null: none of the plan. */
  held: RankRule | null;
  /** The rank above the one held; null: the plan's top rank is held. */
  next: NextRank | null;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The team volume a rank counts: each leg at most `maxLegShare × minTeamVolume`. */
export function countedTeamVolume(rule: RankRule, teamVolume: number, legs: readonly { volume: number }[]): { counted: number; legCap: number | null } {
  if (rule.maxLegShare === null) return { counted: teamVolume, legCap: null };
  const cap = Math.round(rule.maxLegShare * toCents(rule.minTeamVolume));
  const excess = legs.reduce((sum, leg) => sum + Math.max(0, toCents(leg.volume) - cap), 0);
  return { counted: fromCents(toCents(teamVolume) - excess), legCap: fromCents(cap) };
}

function measure(rule: RankRule, figures: RankFigures): NextRank {
  const pv = figures.pv ?? 0;
  const { counted, legCap } = countedTeamVolume(rule, figures.teamVolume, figures.legs);
  const met = toCents(pv) >= toCents(rule.minPv) && toCents(counted) >= toCents(rule.minTeamVolume);
  return { rank: rule, pv, teamVolume: figures.teamVolume, legCap, counted, met };
}

/**
 * The rank of the plan the partner holds: the higher of the back office's rank (found in the plan
 * by its name, case and outer spaces aside) and the highest rank whose requirements the month's
 * figures meet; -1: neither.
 */
export function heldRankIndex(plan: readonly RankRule[], figures: RankFigures): number {
  const named = figures.rank === null ? -1 : plan.findIndex((rule) => sameName(rule.name, figures.rank!));
  let reached = -1;
  plan.forEach((rule, i) => {
    if (measure(rule, figures).met) reached = i;
  });
  return Math.max(named, reached);
}

/** Where the partner stands in the plan (lowest rank first) and what the next rank asks. */
export function rankProgress(plan: readonly RankRule[], figures: RankFigures): RankProgress {
  const held = heldRankIndex(plan, figures);
  const above = plan[held + 1];
  return { held: plan[held] ?? null, next: above ? measure(above, figures) : null };
}
