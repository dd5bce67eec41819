import { create } from 'zustand';

/** Which app-wide dialog is open: the Create/Join modal or the Share modal. */
interface ModalState {
  createJoin: boolean;
  share: boolean;
  openCreateJoin(): void;
  openShare(): void;
  close(): void;
}

export const useModals = create<ModalState>((set) => ({
  createJoin: false,
  share: false,
  openCreateJoin: () => set({ createJoin: true, share: false }),
  openShare: () => set({ share: true, createJoin: false }),
  close: () => set({ createJoin: false, share: false }),
}));
