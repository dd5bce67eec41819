import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { figuresAnswer } from '@shared/schemas/figures';
import { UPDATE_TYPES, type TeamtreeUpdateEvent } from '@shared/schemas/realtime';
import { figuresKeys } from './figures-api';

type MonthAnswer = z.output<typeof figuresAnswer>;

/**
 * Whether a tree event changes the figures shown (docs/figures.md "Live"): a figures write
 * (periods, months and series), a partner added, restored or deleted (team volumes and legs), or
 * a partner now below another upline than the one the held month's legs place them under (a move).
 * Other edits of a partner (a name, a phone) leave figures as they are and read nothing again.
 */
export function figuresChangedBy(event: TeamtreeUpdateEvent, heldMonths: readonly MonthAnswer[]): 'all' | 'totals' | null {
  if (event.type === UPDATE_TYPES.figuresUpdate) return 'all';
  if (event.type === UPDATE_TYPES.profileAdd || event.type === UPDATE_TYPES.profileDelete) return 'totals';
  if (event.type !== UPDATE_TYPES.profileUpdate) return null;
  const data = event.data as { id: string; parentId?: string | null };
  if (data.parentId === undefined) return null;
  return heldMonths.some((month) => !sitsUnder(month, data.id, data.parentId ?? null)) ? 'totals' : null;
}

/** Each partner's upline as a held month's legs place them, made once per answer (a large tree's events each look up one partner). */
const uplinesOfMonth = new WeakMap<MonthAnswer, Map<string, string>>();

function uplinesOf(month: MonthAnswer): Map<string, string> {
  let uplines = uplinesOfMonth.get(month);
  if (!uplines) {
    uplines = new Map();
    for (const total of month.totals) for (const leg of total.legs) uplines.set(leg.profileId, total.profileId);
    uplinesOfMonth.set(month, uplines);
  }
  return uplines;
}

/** Whether the month's legs have the partner below this upline (a top partner: below no one). */
function sitsUnder(month: MonthAnswer, profileId: string, parentId: string | null): boolean {
  return (uplinesOf(month).get(profileId) ?? null) === parentId;
}

/** Reads again what the event changed (only the queries some screen shows; the rest when next shown). */
export function refreshFigures(queryClient: QueryClient, event: TeamtreeUpdateEvent): void {
  const teamtreeId = event.teamtreeId;
  const held = queryClient.getQueriesData<MonthAnswer>({ queryKey: [...figuresKeys.tree(teamtreeId), 'month'] });
  const months = held.map(([, answer]) => answer).filter((answer): answer is MonthAnswer => answer !== undefined);
  const changed = figuresChangedBy(event, months);
  if (changed === 'all') void queryClient.invalidateQueries({ queryKey: figuresKeys.tree(teamtreeId) });
  if (changed === 'totals') {
    void queryClient.invalidateQueries({ queryKey: [...figuresKeys.tree(teamtreeId), 'month'] });
    void queryClient.invalidateQueries({ queryKey: [...figuresKeys.tree(teamtreeId), 'series'] });
  }
}
