import { FIGURES_ACTION, FOLLOW_UP_ACTIONS, type HistoryAction } from '../schemas/history';
import type { Permission } from './constants';

/**
 * What READ members see (API.md additions of 2026-11-27; docs/privacy.md "What READ members
 * see"): a tree's owner may hide a partner's phone, birthday and reminders from READ members.
 * For them every answer and event carries a hidden field empty: `""`, `null`, `[]`.
 */

export const HIDEABLE_FIELDS = ['phone', 'birthday', 'reminders'] as const;
export type HideableField = (typeof HIDEABLE_FIELDS)[number];

/**
 * Beside the profile fields, whole sections a tree may hide from READ members: `activities`
 * (the partners' timelines, docs/follow-ups.md), hidden by default on trees created since
 * 2026-12-07 (migration 019); READ members always see the tasks assigned to them. `figures`
 * (the back-office figures, docs/figures.md), shown to READ members unless the owner hides them.
 */
export const HIDEABLE_SECTIONS = ['activities', 'figures'] as const;
export type HideableSection = (typeof HIDEABLE_SECTIONS)[number];
/** Everything `hideFromRead` may hold, in its stored order. */
export const READ_PRIVACY_CHOICES = [...HIDEABLE_FIELDS, ...HIDEABLE_SECTIONS] as const;
export type ReadPrivacyChoice = (typeof READ_PRIVACY_CHOICES)[number];

/** The choices of a `hideFromRead` in the order of READ_PRIVACY_CHOICES, each once (unknown ones dropped). */
export function normalisePrivacy(choices: readonly string[]): ReadPrivacyChoice[] {
  return READ_PRIVACY_CHOICES.filter((choice) => choices.includes(choice));
}

/** Whether a caller with this permission may see the activities of a tree hiding `hideFromRead`. */
export function seesActivities(permission: Permission | null, hideFromRead: readonly string[]): boolean {
  return permission !== 'READ' || !hideFromRead.includes('activities');
}

/**
 * The history actions a caller does not see (docs/follow-ups.md "History", docs/figures.md
 * "History and undo"): a READ member never sees the entries of tasks (they see only the tasks
 * assigned to them, and an entry may name anyone's), nor those of notes while the tree hides
 * activities from them, nor the figures writes while it hides figures.
 */
export function historyActionsHiddenFrom(permission: Permission | null, hideFromRead: readonly string[]): HistoryAction[] {
  if (permission !== 'READ') return [];
  const hidden: HistoryAction[] = FOLLOW_UP_ACTIONS.filter((action) => action.startsWith('task-') || (action.startsWith('activity-') && !seesActivities(permission, hideFromRead)));
  return hideFromRead.includes('figures') ? [...hidden, FIGURES_ACTION] : hidden;
}

/** What a hidden field holds for READ members. */
export const HIDDEN_VALUE = { phone: '', birthday: null, reminders: [] } as const satisfies Record<HideableField, unknown>;

/** The fields a caller with this permission must not see in a tree hiding `hideFromRead`. */
export function hiddenFor(permission: Permission | null, hideFromRead: readonly HideableField[]): readonly HideableField[] {
  return permission === 'READ' ? hideFromRead : [];
}

/** The hidden fields in the order of HIDEABLE_FIELDS, each once. */
export function normaliseHidden(fields: readonly string[]): HideableField[] {
  return HIDEABLE_FIELDS.filter((field) => fields.includes(field));
}

interface Hideable {
  phone: string;
  birthday: string | null;
  reminders: readonly unknown[];
}

/** A profile with the hidden fields emptied (the same object when nothing is hidden). */
export function maskProfile<P extends Hideable>(profile: P, hidden: readonly HideableField[]): P {
  if (hidden.length === 0) return profile;
  const masked = { ...profile };
  for (const field of hidden) (masked as Record<HideableField, unknown>)[field] = HIDDEN_VALUE[field];
  return masked;
}

/** A history change of a hidden field carries both values empty; other changes stay as they are. */
export function maskChange<C extends { field: string; before: unknown; after: unknown }>(change: C, hidden: readonly HideableField[]): C {
  const field = hidden.find((name) => name === change.field);
  return field === undefined ? change : { ...change, before: HIDDEN_VALUE[field], after: HIDDEN_VALUE[field] };
}

/**
 * Which of a tree answer's fields are emptied for its caller: a key that differs between two
 * answers means their profiles were masked differently (the owner changed the setting, or the
 * caller's permission changed), so the profiles of one cannot be merged into the other.
 */
export function maskKeyOf(answer: PrivacyOfAnswer): string {
  return hiddenFromCaller(answer).join(',');
}

interface PrivacyOfAnswer {
  teamtree: { privacy?: { hideFromRead: readonly string[] } };
  userMembership: { permission: Permission };
}

/** The fields a tree answer holds empty because the owner hides them from its caller (a READ member). */
export function hiddenFromCaller(answer: PrivacyOfAnswer): HideableField[] {
  return answer.userMembership.permission === 'READ' ? normaliseHidden(answer.teamtree.privacy?.hideFromRead ?? []) : [];
}
