import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import type { Figures, figuresAnswer } from '@shared/schemas/figures';
import { onReconnected, onTreeUpdate } from '../realtime/socket';
import { fetchFigurePeriods, fetchFigures, fetchFigureSeries, figuresKeys } from './figures-api';
import { refreshFigures } from './live-figures';
import { usePeriodStore } from './period-store';

/*
 * The figures a screen shows (docs/figures.md "In the app"): the months that have figures, the
 * chosen month's figures and team volumes by partner, and a partner's months. Kept current by the
 * tree's events (live-figures.ts) and read again after a reconnection (events may have been missed).
 */

/** Keeps the tree's figure queries current while a screen showing figures is open. */
export function useLiveFigures(teamtreeId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!teamtreeId) return;
    const offUpdate = onTreeUpdate((event) => {
      if (event.teamtreeId === teamtreeId) refreshFigures(queryClient, event);
    });
    const offReconnected = onReconnected(() => void queryClient.invalidateQueries({ queryKey: figuresKeys.tree(teamtreeId) }));
    return () => {
      offUpdate();
      offReconnected();
    };
  }, [queryClient, teamtreeId]);
}

/** The months with figures, newest first (empty for a tree without any, or one hiding them from a READ member). */
export function useFigurePeriods(teamtreeId: string | null) {
  useLiveFigures(teamtreeId);
  return useQuery({
    queryKey: figuresKeys.periods(teamtreeId ?? ''),
    queryFn: async () => (await fetchFigurePeriods(teamtreeId!)).periods,
    enabled: teamtreeId !== null,
    staleTime: 60_000,
  });
}

/** The month shown: the one chosen in the 'Period' picker while the tree still has it, else the newest (null: no figures). */
export function usePeriod(teamtreeId: string | null): { period: string | null; periods: readonly string[]; loading: boolean; choose(period: string): void } {
  const periods = useFigurePeriods(teamtreeId);
  const chosen = usePeriodStore((state) => (teamtreeId ? state.chosen[teamtreeId] : undefined));
  const choose = usePeriodStore((state) => state.choose);
  const list = periods.data ?? [];
  const period = chosen && list.includes(chosen) ? chosen : (list[0] ?? null);
  return { period, periods: list, loading: periods.isPending && teamtreeId !== null, choose: (next) => teamtreeId && choose(teamtreeId, next) };
}

export interface PartnerFigures {
  figures: Figures | null;
  teamVolume: number;
  legs: readonly { profileId: string; volume: number }[];
}

export interface MonthFigures {
  period: string;
  /** By partner id; a partner of the tree without figures has `figures: null` and a team volume of their team. */
  byProfile: ReadonlyMap<string, PartnerFigures>;
}

/** The month's answer by partner (exported for the tree's table export, which reads a month when it runs). */
export function monthFiguresOf(data: z.output<typeof figuresAnswer>): MonthFigures {
  const own = new Map(data.figures.map((row) => [row.profileId, row]));
  const byProfile = new Map<string, PartnerFigures>();
  for (const total of data.totals) byProfile.set(total.profileId, { figures: own.get(total.profileId) ?? null, teamVolume: total.teamVolume, legs: total.legs });
  return { period: data.period, byProfile };
}

/** A month's figures and team volumes by partner; `period` null reads nothing. */
export function useMonthFigures(teamtreeId: string | null, period: string | null) {
  useLiveFigures(teamtreeId);
  const query = useQuery({
    queryKey: figuresKeys.month(teamtreeId ?? '', period ?? ''),
    queryFn: () => fetchFigures(teamtreeId!, period!),
    enabled: teamtreeId !== null && period !== null,
    staleTime: 60_000,
  });
  const month = useMemo<MonthFigures | null>(() => (query.data ? monthFiguresOf(query.data) : null), [query.data]);
  return { ...query, month };
}

/** The chosen month's figures (the 'Period' picker's), for the screens that show one month. */
export function useShownFigures(teamtreeId: string | null) {
  const shown = usePeriod(teamtreeId);
  const figures = useMonthFigures(teamtreeId, shown.period);
  return { ...shown, month: figures.month, monthLoading: figures.isPending && shown.period !== null, error: figures.error };
}

/** A partner's months from `from` to `to` (inclusive) that have figures. */
export function useFigureSeries(teamtreeId: string | null, profileId: string | null, from: string, to: string) {
  useLiveFigures(teamtreeId);
  return useQuery({
    queryKey: figuresKeys.series(teamtreeId ?? '', profileId ?? '', from, to),
    queryFn: async () => (await fetchFigureSeries(teamtreeId!, profileId!, from, to)).series,
    enabled: teamtreeId !== null && profileId !== null,
    staleTime: 60_000,
  });
}
