/** Business constants of the product (spec section 9), shared by server and UI. */

export const GENDERS = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const COUNTRIES = ['Germany', 'United States', 'United Kingdom', 'France', 'Spain', 'Other'] as const;
export type Country = (typeof COUNTRIES)[number];

export const SOURCES = [
  'Search engine',
  'Instagram',
  'Facebook',
  'X (Twitter)',
  'YouTube',
  'TikTok',
  'Recommendation',
  'Event',
  'Other',
] as const;
export type Source = (typeof SOURCES)[number];

export const ROLES = ['ADMIN', 'MODERATOR', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const PLANS = ['BASIC', 'PRO_MONTHLY', 'PRO_ANNUAL', 'ELITE_MONTHLY', 'ELITE_ANNUAL'] as const;
export type Plan = (typeof PLANS)[number];

export const PLAN_CATEGORY_LIMITS: Record<Plan, number> = {
  BASIC: 1,
  PRO_MONTHLY: 3,
  PRO_ANNUAL: 3,
  ELITE_MONTHLY: 5,
  ELITE_ANNUAL: 5,
};

export const PERMISSIONS = ['OWNER', 'MODERATOR', 'EDIT', 'READ'] as const;
export type Permission = (typeof PERMISSIONS)[number];
/** Permissions a member can be given; OWNER belongs to the tree's creator only. */
export const ASSIGNABLE_PERMISSIONS = ['READ', 'EDIT', 'MODERATOR'] as const;
export type AssignablePermission = (typeof ASSIGNABLE_PERMISSIONS)[number];

export const TEAMLIST_COLUMNS = ['name', 'phone', 'birthday', 'billDate', 'upline'] as const;
export type TeamlistColumn = (typeof TEAMLIST_COLUMNS)[number];
export const DEFAULT_VISIBLE_COLUMNS: TeamlistColumn[] = ['name', 'billDate', 'upline'];
/** Columns the Teamlist computes from the tree, beyond the contract's five (kept in the settings' `columns`). */
export const TEAM_COLUMNS = ['teamSize', 'level', 'largestLeg'] as const;
export type TeamColumn = (typeof TEAM_COLUMNS)[number];
/** The partners' follow-ups (docs/follow-ups.md "On the Teamlist"): the newest contact and the soonest open task. */
export const FOLLOW_UP_COLUMNS = ['lastContact', 'nextFollowUp'] as const;
/** The partners' back-office figures of the month picked in 'Period' (docs/figures.md "Teamlist, Teambars and tree"). */
export const FIGURE_COLUMNS = ['pv', 'gv', 'teamVolume', 'rank', 'paidRank', 'autoship', 'lastOrder'] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];
/** Every column the Teamlist can show. */
export const LIST_COLUMNS = [...TEAMLIST_COLUMNS, ...TEAM_COLUMNS, ...FOLLOW_UP_COLUMNS, ...FIGURE_COLUMNS] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_DIAL_CODE = '+49';
export const BILL_WARNING_DAYS = 7;
export const SETTINGS_SAVE_DEBOUNCE_MS = 500;
export const JOIN_REDIRECT_DELAY_MS = 2000;
export const TEAMLIST_PAGE_SIZE = 50;
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2100-12-31';
