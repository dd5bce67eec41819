import { figuresAnswer, figuresPeriodsAnswer, figuresSeriesAnswer, figuresWriteAnswer, rankPlanAnswer, type Figures, type RankStep } from '@shared/schemas/figures';
import { api } from '../api/instance';

/*
 * The back-office figures routes (API.md additions of 2026-12-07; docs/figures.md) and the
 * query keys their answers are cached under. Every key starts with `figures` and the tree id,
 * so one invalidation reaches a tree's months, periods and series.
 */

export const figuresKeys = {
  tree: (teamtreeId: string) => ['figures', teamtreeId] as const,
  periods: (teamtreeId: string) => ['figures', teamtreeId, 'periods'] as const,
  month: (teamtreeId: string, period: string) => ['figures', teamtreeId, 'month', period] as const,
  series: (teamtreeId: string, profileId: string, from: string, to: string) => ['figures', teamtreeId, 'series', profileId, from, to] as const,
};

export const fetchFigurePeriods = (teamtreeId: string) => api.get('/teamtree/figures/periods', { query: { teamtreeId }, schema: figuresPeriodsAnswer });

export const fetchFigures = (teamtreeId: string, period: string) => api.get('/teamtree/figures', { query: { teamtreeId, period }, schema: figuresAnswer });

export const fetchFigureSeries = (teamtreeId: string, profileId: string, from: string, to: string) =>
  api.get('/teamtree/figures/series', { query: { teamtreeId, profileId, from, to }, schema: figuresSeriesAnswer });

export const writeFigures = (teamtreeId: string, period: string, rows: readonly Figures[]) => api.put('/teamtree/figures', { teamtreeId, period, rows }, { schema: figuresWriteAnswer });

export const saveRankPlan = (teamtreeId: string, ranks: readonly RankStep[]) => api.put('/teamtree/rank-plan', { teamtreeId, ranks }, { schema: rankPlanAnswer });
