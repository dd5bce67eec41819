import { billStatus, type BillStatus } from '@shared/domain/bill-status';
import { hasActiveFilters, profileMatcher, subtreeIds, type FilterableProfile, type ProfileFilterChoice, type TeamScope } from '@shared/domain/profile-filters';

/** Node fill classes, indexes into the palette. */
export const TONE = { neutral: 0, safe: 1, warning: 2, danger: 3, none: 4 } as const;
export type Tone = (typeof TONE)[keyof typeof TONE];

const STATUS_TONE: Record<BillStatus, Tone> = { none: TONE.none, safe: TONE.safe, warning: TONE.warning, danger: TONE.danger };

export interface StyleInput {
  viewMode: 'standard' | 'billdate';
  today: string;
  choice: ProfileFilterChoice;
  scope: TeamScope;
  linkedProfileId: string | null;
}

/** Per node: its tone, and whether it is dimmed (outside the team scope or the Filter choices). */
export interface NodeStyles {
  tone: Uint8Array;
  dim: Uint8Array;
  anyDim: boolean;
}

export function nodeStyles(profiles: readonly FilterableProfile[], input: StyleInput): NodeStyles {
  const n = profiles.length;
  const tone = new Uint8Array(n);
  const dim = new Uint8Array(n);
  if (input.viewMode === 'billdate') {
    for (let i = 0; i < n; i++) tone[i] = STATUS_TONE[billStatus(profiles[i].billDate, input.today)];
  }
  const team = input.scope === 'myteam' ? subtreeIds(profiles, input.linkedProfileId) : null;
  const filtering = hasActiveFilters(input.choice);
  const matches = filtering ? profileMatcher(input.choice, input.today) : null;
  let anyDim = false;
  if (team || matches) {
    for (let i = 0; i < n; i++) {
      const p = profiles[i];
      if ((team && !team.has(p.id)) || (matches && !matches(p))) {
        dim[i] = 1;
        anyDim = true;
      }
    }
  }
  return { tone, dim, anyDim };
}
