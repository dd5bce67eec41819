import { create } from 'zustand';

/** A button beside the notice ('Undo'); it lasts `seconds`, and the notice with it. */
export interface NoticeAction {
  label: string;
  run(): void;
  seconds: number;
}

/**
 * One app-wide message that explains something that just happened (it stays until dismissed),
 * or offers one action for a few seconds ('Undo' after one's own change).
 */
interface NoticeState {
  notice: string | null;
  action: NoticeAction | null;
  /** Counts the notices shown, so a timer of an older one never ends a newer one. */
  serial: number;
  show(notice: string, action?: NoticeAction): void;
  dismiss(): void;
}

export const useNotice = create<NoticeState>((set) => ({
  notice: null,
  action: null,
  serial: 0,
  show: (notice, action) => set((s) => ({ notice, action: action ?? null, serial: s.serial + 1 })),
  dismiss: () => set({ notice: null, action: null }),
}));

/** Why the user lost a tree: they left it, a manager removed them, or the tree is gone (or no longer theirs). */
export type TreeLossReason = 'left' | 'removed' | 'unavailable';

export function treeLossNotice(reason: TreeLossReason, treeName: string | null): string {
  const name = treeName ? `“${treeName}”` : 'a TeamTree';
  if (reason === 'left') return `You left ${name}.`;
  if (reason === 'removed') return `You were removed from ${name}.`;
  return `${treeName ? name : 'This TeamTree'} is no longer available to you.`;
}
