import { readFigure, type NumberStyle } from '../import/figure-numbers';
import { RANK_MAX, RANK_PLAN_MAX, type RankStep } from '../schemas/figures';

/*
 * The rank plan as the owner types it (issue 38 item 5; docs/figures.md "Rank plan in the app"):
 * each rank's name, minimum PV and minimum team volume in the number style of the language shown
 * (German `1.234,56`, English `1,234.56`, or plain `2000`), and the largest share one leg may
 * count for as a percentage (0-100, empty: no limit). Reading the drafts gives the ranks the
 * server takes (`PUT /api/teamtree/rank-plan`, the share as 0-1), or each field's problem.
 * Pure: the Share dialog's 'Rank plan' section uses it.
 */

/** One rank as typed: every field is the text of its input. */
export interface RankDraft {
  name: string;
  minPv: string;
  minTeamVolume: string;
  maxLegShare: string;
}

export type RankField = keyof RankDraft;

/** Why a field cannot be sent; the screen words each in the language shown. */
export type RankProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameTwice'
  | 'numberRequired'
  | 'notANumber'
  | 'negative'
  | 'tooManyDecimals'
  | 'tooLarge'
  | 'shareRange'
  /** A minimum team volume below the rank before it: the plan is lowest first. */
  | 'belowRankBefore';

export type RankProblems = Partial<Record<RankField, RankProblem>>;

export type RankPlanReading =
  | { ok: true; ranks: RankStep[] }
  | { ok: false; tooMany: boolean; problems: RankProblems[] };

/** What `numeric(14,2)` holds (as the server's schema). */
export const RANK_VOLUME_MAX = 999_999_999_999.99;

export const EMPTY_RANK: RankDraft = { name: '', minPv: '', minTeamVolume: '', maxLegShare: '' };

type NumberReading = { ok: true; value: number | null } | { ok: false; problem: RankProblem };

/** Why a text that `readFigure` refused is not a volume: a minus, a third decimal, or anything else. */
function refusalOf(text: string, style: NumberStyle): RankProblem {
  if (/^[-−–]/.test(text)) return 'negative';
  const decimal = style === 'de' ? ',' : '.';
  const parts = text.split(decimal);
  if (parts.length === 2 && /^\d{3,}$/.test(parts[1]) && readFigure(parts[0], style).ok) return 'tooManyDecimals';
  return 'notANumber';
}

/** A number typed in `style` (≥ 0, at most 2 decimals); empty is `null`. */
export function readRankNumber(text: string, style: NumberStyle): NumberReading {
  const trimmed = text.trim();
  const read = readFigure(trimmed, style);
  if (!read.ok) return { ok: false, problem: refusalOf(trimmed, style) };
  if (read.value !== null && read.value > RANK_VOLUME_MAX) return { ok: false, problem: 'tooLarge' };
  return read;
}

/** A volume: required. */
function readVolume(text: string, style: NumberStyle): NumberReading {
  const read = readRankNumber(text, style);
  return read.ok && read.value === null ? { ok: false, problem: 'numberRequired' } : read;
}

/** The share typed as a percentage (`50`, `33,33`, `40 %`), as 0-1 (4 decimals at most); empty is no limit. */
export function readLegShare(text: string, style: NumberStyle): NumberReading {
  const read = readRankNumber(text.trim().replace(/\s*%$/, ''), style);
  if (!read.ok) return read.problem === 'tooLarge' ? { ok: false, problem: 'shareRange' } : read;
  if (read.value === null) return read;
  if (read.value > 100) return { ok: false, problem: 'shareRange' };
  return { ok: true, value: Math.round(read.value * 100) / 10_000 };
}

/**
 * Reads the drafts, lowest rank first. Each rank needs a name (at most 60 characters, no name
 * twice, case aside), a minimum PV and a minimum team volume; a minimum team volume below the rank
 * before it (below any rank before it) is refused (equal is fine: the ranks then differ by PV or leg share). At most 30 ranks;
 * none is an empty plan.
 */
export function readRankPlan(drafts: readonly RankDraft[], style: NumberStyle): RankPlanReading {
  const problems: RankProblems[] = [];
  const ranks: RankStep[] = [];
  const names = new Set<string>();
  let teamVolumeBefore: number | null = null;
  for (const draft of drafts) {
    const found: RankProblems = {};
    const name = draft.name.trim();
    if (name === '') found.name = 'nameRequired';
    else if (name.length > RANK_MAX) found.name = 'nameTooLong';
    else if (names.has(name.toLowerCase())) found.name = 'nameTwice';
    names.add(name.toLowerCase());

    const minPv = readVolume(draft.minPv, style);
    if (!minPv.ok) found.minPv = minPv.problem;
    const minTeamVolume = readVolume(draft.minTeamVolume, style);
    if (!minTeamVolume.ok) found.minTeamVolume = minTeamVolume.problem;
    else if (teamVolumeBefore !== null && minTeamVolume.value! < teamVolumeBefore) found.minTeamVolume = 'belowRankBefore';
    if (minTeamVolume.ok) teamVolumeBefore = Math.max(teamVolumeBefore ?? 0, minTeamVolume.value!);
    const maxLegShare = readLegShare(draft.maxLegShare, style);
    if (!maxLegShare.ok) found.maxLegShare = maxLegShare.problem;

    problems.push(found);
    if (minPv.ok && minTeamVolume.ok && maxLegShare.ok) ranks.push({ name, minPv: minPv.value!, minTeamVolume: minTeamVolume.value!, maxLegShare: maxLegShare.value });
  }
  const tooMany = drafts.length > RANK_PLAN_MAX;
  const clean = problems.every((p) => Object.keys(p).length === 0);
  return clean && !tooMany ? { ok: true, ranks } : { ok: false, tooMany, problems };
}

/** The drafts of a saved plan, its numbers written by `format` (the language's `Intl`), the share as a percentage. */
export function draftsOfPlan(plan: readonly RankStep[] | null | undefined, format: (value: number) => string): RankDraft[] {
  return (plan ?? []).map((rank) => ({
    name: rank.name,
    minPv: format(rank.minPv),
    minTeamVolume: format(rank.minTeamVolume),
    maxLegShare: rank.maxLegShare === null ? '' : format(Math.round(rank.maxLegShare * 10_000) / 100),
  }));
}

/** Whether two plans say the same (a saved plan and the drafts read). */
export function samePlan(a: readonly RankStep[] | null | undefined, b: readonly RankStep[] | null | undefined): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return (
    left.length === right.length &&
    left.every((rank, i) => rank.name === right[i].name && rank.minPv === right[i].minPv && rank.minTeamVolume === right[i].minTeamVolume && rank.maxLegShare === right[i].maxLegShare)
  );
}

/** The list with the item at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moveRank<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const target = index + step;
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * The server's `fields` of a refused save (`ranks.2.minPv`: 'must be 0 or more') per rank and
 * field, so the screen shows each beside its input.
 */
export function serverProblemsOf(fields: unknown, count: number): Array<Partial<Record<RankField, string>>> {
  const rows: Array<Partial<Record<RankField, string>>> = Array.from({ length: count }, () => ({}));
  if (!fields || typeof fields !== 'object') return rows;
  for (const [key, text] of Object.entries(fields as Record<string, unknown>)) {
    const match = /^ranks\.(\d+)\.(name|minPv|minTeamVolume|maxLegShare)$/.exec(key);
    if (!match || typeof text !== 'string') continue;
    const index = Number(match[1]);
    if (index < count) rows[index][match[2] as RankField] = text;
  }
  return rows;
}
