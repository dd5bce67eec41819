import { create } from 'zustand';

/** The tab the details open on: the partner's fields, or their timeline (a bell's mention). */
export type DetailsTab = 'details' | 'timeline';

/**
 * Which partner's details are open over the page (a Teamlist row, a card on a phone, a bell
 * entry): the shell shows them in the partner details dialog, read live from the active tree.
 */
interface PartnerDetailsState {
  profileId: string | null;
  tab: DetailsTab;
  open(profileId: string, tab?: DetailsTab): void;
  close(): void;
}

export const usePartnerDetails = create<PartnerDetailsState>((set) => ({
  profileId: null,
  tab: 'details',
  open: (profileId, tab = 'details') => set({ profileId, tab }),
  close: () => set({ profileId: null, tab: 'details' }),
}));
