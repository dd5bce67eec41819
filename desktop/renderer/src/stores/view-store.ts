import { create } from 'zustand';
import { NO_FILTER_CHOICE, type ProfileFilterChoice } from '@shared/domain/profile-filters';
import { local } from '../session/browser-storage';
import { STORAGE_KEYS } from '../session/storage-keys';

export type ViewMode = 'standard' | 'billdate';
export type TeamFilter = 'all' | 'myteam';
export type Theme = 'light' | 'dark';


interface ViewState {
  viewMode: ViewMode;
  teamFilter: TeamFilter;
  theme: Theme;
  sidebarCollapsed: boolean;
  search: string;
  filters: ProfileFilterChoice;
  /** The Teamlist's filter 'No contact for 30 days' (docs/follow-ups.md "On the Teamlist"); reset with the Filter menu's choices. */
  noContact: boolean;
  /** The Teamlist's figure filters 'Autoship off' and 'No order this month' (docs/figures.md "Teamlist, Teambars and tree"); reset with the others. */
  autoshipOff: boolean;
  noOrder: boolean;
  activeTreeId: string | null;
  /** Others on the tree see which partner this user has selected (a switch in the profile menu). */
  shareSelection: boolean;
  setShareSelection(share: boolean): void;
  setViewMode(mode: ViewMode): void;
  setTeamFilter(filter: TeamFilter): void;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  toggleSidebar(): void;
  setSearch(search: string): void;
  setFilters(filters: ProfileFilterChoice): void;
  resetFilters(): void;
  setNoContact(on: boolean): void;
  setFigureFilter(change: Partial<Pick<ViewState, 'autoshipOff' | 'noOrder'>>): void;
  setActiveTreeId(id: string | null): void;
}

function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = local.getItem(key);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

// Spec section 9: an obsolete list-columns key is removed on load.
local.removeItem(STORAGE_KEYS.obsoleteColumns);

/** View state (spec sections 4 and 9): team filter, theme and active tree persist locally. */
export const useView = create<ViewState>((set, get) => ({
  viewMode: 'standard',
  teamFilter: stored(STORAGE_KEYS.teamFilter, ['all', 'myteam'] as const, 'all'),
  theme: stored(STORAGE_KEYS.theme, ['light', 'dark'] as const, 'light'),
  sidebarCollapsed: false,
  search: '',
  filters: NO_FILTER_CHOICE,
  noContact: false,
  autoshipOff: false,
  noOrder: false,
  activeTreeId: local.getItem(STORAGE_KEYS.activeTree),
  shareSelection: local.getItem(STORAGE_KEYS.shareSelection) !== '0',
  setShareSelection(shareSelection) {
    local.setItem(STORAGE_KEYS.shareSelection, shareSelection ? '1' : '0');
    set({ shareSelection });
  },
  setViewMode: (viewMode) => set({ viewMode }),
  setTeamFilter(teamFilter) {
    local.setItem(STORAGE_KEYS.teamFilter, teamFilter);
    set({ teamFilter });
  },
  setTheme(theme) {
    local.setItem(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  toggleSidebar: () => set({ sidebarCollapsed: !get().sidebarCollapsed }),
  setSearch: (search) => set({ search }),
  setFilters: (filters) => set({ filters }),
  resetFilters: () => set({ filters: NO_FILTER_CHOICE, noContact: false, autoshipOff: false, noOrder: false }),
  setNoContact: (noContact) => set({ noContact }),
  setFigureFilter: (change) => set(change),
  setActiveTreeId(activeTreeId) {
    if (activeTreeId) local.setItem(STORAGE_KEYS.activeTree, activeTreeId);
    else local.removeItem(STORAGE_KEYS.activeTree);
    if (activeTreeId !== get().activeTreeId) set({ activeTreeId, filters: NO_FILTER_CHOICE });
  },
}));

export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', theme === 'dark');
}
