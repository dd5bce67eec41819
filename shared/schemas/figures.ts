import { z } from 'zod';
import { calendarDate, id } from './common';

/*
 * Back-office figures (API.md additions of 2026-12-07; docs/figures.md): a partner's month of
 * PV, GV, rank, paid-as rank, autoship and last order, and the tree's rank plan.
 */

/** The path whose route reads its own (large) body, as the import's does. */
export const FIGURES_PATH = '/api/teamtree/figures';
/** Rows one figures write may carry at most. */
export const FIGURES_ROWS_MAX = 100_000;
export const RANK_MAX = 60;
export const RANK_PLAN_MAX = 30;
/** What `numeric(14,2)` holds. */
const VOLUME_MAX = 999_999_999_999.99;

/** A month, `YYYY-MM` (01-12). */
export const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period must be a month written YYYY-MM');

const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A volume: a number ≥ 0 with at most 2 decimals (a text such as '12,5 %' is refused). */
export const volume = z
  .number({ message: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(VOLUME_MAX, 'is too large')
  .refine(hasTwoDecimalsAtMost, 'may have at most 2 decimals');

const rank = z.string().max(RANK_MAX, `is too long (at most ${RANK_MAX} characters)`);

export const figuresRow = z.object({
  profileId: id,
  pv: volume.nullable().default(null),
  gv: volume.nullable().default(null),
  rank: rank.nullable().default(null),
  paidRank: rank.nullable().default(null),
  autoship: z.boolean().nullable().default(null),
  lastOrder: calendarDate.nullable().default(null),
});
export type Figures = z.output<typeof figuresRow>;

/** `PUT /api/teamtree/figures`: the rows are counted here and checked one slice at a time by the route. */
export const figuresWriteEnvelope = z.object({
  teamtreeId: id,
  period,
  rows: z.array(z.unknown(), { message: 'rows must be a list' }).max(FIGURES_ROWS_MAX, `rows may hold at most ${FIGURES_ROWS_MAX.toLocaleString('en')} rows`),
});

export const figuresQuery = z.object({ teamtreeId: id, period });
export const figuresPeriodsQuery = z.object({ teamtreeId: id });
export const figuresSeriesQuery = z
  .object({ teamtreeId: id, profileId: id, from: period, to: period })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const figuresWriteAnswer = z.object({ written: z.number().int(), unknown: z.array(z.string()) });

export const teamVolumeAnswer = z.object({
  profileId: z.string(),
  teamVolume: z.number(),
  legs: z.array(z.object({ profileId: z.string(), volume: z.number() })),
});

export const figuresAnswer = z.object({
  period: z.string(),
  figures: z.array(figuresRow),
  totals: z.array(teamVolumeAnswer),
});
export const figuresPeriodsAnswer = z.object({ periods: z.array(z.string()) });
export const figuresSeriesAnswer = z.object({
  series: z.array(
    z.object({ period: z.string(), pv: z.number().nullable(), gv: z.number().nullable(), teamVolume: z.number(), rank: z.string().nullable(), paidRank: z.string().nullable() }),
  ),
});

/** One rank of the plan; `maxLegShare`: the share of a team volume one leg may count for (null: no limit). */
export const rankStep = z.object({
  name: z.string().trim().min(1, 'name is required').max(RANK_MAX, `name is too long (at most ${RANK_MAX} characters)`),
  minPv: volume,
  minTeamVolume: volume,
  maxLegShare: z.number({ message: 'must be a number' }).min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').nullable(),
});
export type RankStep = z.output<typeof rankStep>;

export const rankPlanRequest = z.object({
  teamtreeId: id,
  ranks: z.array(rankStep, { message: 'ranks must be a list' }).max(RANK_PLAN_MAX, `ranks may hold at most ${RANK_PLAN_MAX} ranks`),
});
export const rankPlanAnswer = z.object({ rankPlan: z.array(rankStep) });
