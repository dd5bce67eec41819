import { useEffect, useId, useState } from 'react';
import { draftsOfPlan, EMPTY_RANK, moveRank, readRankPlan, samePlan, type RankDraft, type RankField, type RankPlanReading } from '@shared/domain/rank-plan-input';
import type { RankStep } from '@shared/schemas/figures';
import { formatNumber } from '../../../i18n/formats';
import type { Language } from '../../../i18n/language';
import { rankControlId } from './RankRow';

/** A rank as edited: its draft and a key that stays with it when it moves. */
export type RankRowDraft = RankDraft & { key: string };

export const RANK_FIELDS: readonly RankField[] = ['name', 'minPv', 'minTeamVolume', 'maxLegShare'];

/**
 * The rank plan being edited: the saved plan (written in the language's numbers) until the first
 * change, then the draft; what it reads as (readRankPlan); add, move, remove and change a rank,
 * with the focus following the rank moved, the rank added, or 'Add rank' after a removal.
 * `plan` is undefined while the tree's status is loading.
 */
export function useRankPlanEditor(plan: readonly RankStep[] | null | undefined, language: Language, onEdit: () => void) {
  const base = useId();
  const [draft, setDraft] = useState<RankRowDraft[] | null>(null);
  const [added, setAdded] = useState(0);
  const [focus, setFocus] = useState<string | null>(null);
  /** Saved: the draft gives way to the plan once the tree's status brings it (its numbers then written as the language writes them). */
  const [settling, setSettling] = useState(false);

  const format = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  const rows: RankRowDraft[] = draft ?? draftsOfPlan(plan, format).map((rank, i) => ({ ...rank, key: `saved-${i}` }));
  const reading: RankPlanReading = readRankPlan(rows, language);
  const unchanged = plan === undefined || (reading.ok && samePlan(reading.ranks, plan));

  useEffect(() => {
    if (settling && reading.ok && samePlan(reading.ranks, plan)) {
      setDraft(null);
      setSettling(false);
    }
  }, [settling, reading, plan]);

  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const change = (next: RankRowDraft[]) => {
    setDraft(next);
    setSettling(false);
    onEdit();
  };

  return {
    base,
    rows,
    reading,
    unchanged,
    addId: `${base}-add`,
    /** The draft was saved: it is shown until the tree's status holds the same plan. */
    saved: () => setSettling(true),
    setField(index: number, field: RankField, value: string) {
      change(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    },
    add() {
      const key = `new-${added}`;
      setAdded(added + 1);
      change([...rows, { ...EMPTY_RANK, key }]);
      setFocus(rankControlId(base, key, 'name'));
    },
    move(index: number, step: -1 | 1) {
      change(moveRank(rows, index, step));
      // The focus follows the rank; at the top or the bottom its other arrow takes it.
      const place = index + step;
      const arrow = step === -1 ? (place === 0 ? 'down' : 'up') : place === rows.length - 1 ? 'up' : 'down';
      setFocus(rankControlId(base, rows[index].key, arrow));
    },
    remove(index: number) {
      change(rows.filter((_, i) => i !== index));
      setFocus(`${base}-add`);
    },
    /** Moves the focus to the first field with a problem. */
    focusFirstProblem() {
      if (reading.ok) return;
      const index = reading.problems.findIndex((problems) => Object.keys(problems).length > 0);
      const field = index >= 0 ? RANK_FIELDS.find((f) => reading.problems[index][f]) : undefined;
      if (field) setFocus(rankControlId(base, rows[index].key, field));
    },
  };
}
