import { create } from 'zustand';

/**
 * The month whose figures the tree, Teamlist, Teambars and dashboard show, per tree (the
 * 'Period' picker). Nothing chosen: the newest month with figures (use-figures.ts `usePeriod`).
 * Kept for the session only: next time the newest month is what a leader wants to see.
 */
interface PeriodState {
  chosen: Record<string, string>;
  choose(teamtreeId: string, period: string): void;
}

export const usePeriodStore = create<PeriodState>((set) => ({
  chosen: {},
  choose: (teamtreeId, period) => set((state) => ({ chosen: { ...state.chosen, [teamtreeId]: period } })),
}));
