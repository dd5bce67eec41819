import { create } from 'zustand';

/**
 * Which partner's details are open over the page (a Teamlist row, or a card on a phone): the
 * shell shows them in the partner details dialog, read live from the active tree.
 */
interface PartnerDetailsState {
  profileId: string | null;
  open(profileId: string): void;
  close(): void;
}

export const usePartnerDetails = create<PartnerDetailsState>((set) => ({
  profileId: null,
  open: (profileId) => set({ profileId }),
  close: () => set({ profileId: null }),
}));
