import { create } from 'zustand';

/** One app-wide message that explains something that just happened (it stays until dismissed). */
interface NoticeState {
  notice: string | null;
  show(notice: string): void;
  dismiss(): void;
}

export const useNotice = create<NoticeState>((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  dismiss: () => set({ notice: null }),
}));

/** Why the user lost a tree: they left it, a manager removed them, or the tree is gone (or no longer theirs). */
export type TreeLossReason = 'left' | 'removed' | 'unavailable';

export function treeLossNotice(reason: TreeLossReason, treeName: string | null): string {
  const name = treeName ? `“${treeName}”` : 'a TeamTree';
  if (reason === 'left') return `You left ${name}.`;
  if (reason === 'removed') return `You were removed from ${name}.`;
  return `${treeName ? name : 'This TeamTree'} is no longer available to you.`;
}
