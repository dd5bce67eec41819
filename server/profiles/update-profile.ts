import type { Knex } from 'knex';
import { isMoveOnly, type UpdateProfileInput } from '../../shared/schemas/profile';
import { badRequest, conflict } from '../http/errors';
import type { Profile } from '../models/profile';
import { applyCategories } from './apply-categories';
import { resolveMove } from './move-profile';
import { bumpProfile, fieldColumns, lockProfile, type ProfileFields } from './profile-rows';
import { loadProfile, type ProfileAnswer } from './tree-profiles';

export const STALE_VERSION = 'This profile was changed in the meantime. Reload it and try again.';
const NAME_REQUIRED = 'Name is required';
const BILL_DATE_REQUIRED = 'Bill date is required';

/** Fields left out are kept; `null` (and `""`, `[]`) clear them. */
function mergeFields(profile: Profile, input: UpdateProfileInput): ProfileFields {
  const pick = <T>(value: T | null | undefined, current: T, cleared: T): T =>
    value === undefined ? current : value === null ? cleared : value;
  return {
    name: pick(input.name, profile.name, ''),
    phone: pick(input.phone, profile.phone, ''),
    birthday: pick(input.birthday, profile.birthday, null),
    billDate: pick(input.billDate, profile.billDate, null),
    reminders: pick(input.reminders, profile.reminders, []),
  };
}

function requireCompleteFields(fields: ProfileFields): void {
  const missing: Record<string, string> = {};
  if (!fields.name) missing.name = NAME_REQUIRED;
  if (!fields.billDate) missing.billDate = BILL_DATE_REQUIRED;
  const [first] = Object.values(missing);
  if (first) throw badRequest(first, missing);
}

/**
 * Merges an update into a profile, moves it when `parentId` is given, replaces its categories
 * when `categories` is given: one transaction under the tree lock; the version goes up by one.
 */
export async function updateProfile(db: Knex, teamtreeId: string, input: UpdateProfileInput, actorId: string): Promise<ProfileAnswer> {
  return db.transaction(async (trx) => {
    const profile = await lockProfile(trx, teamtreeId, input.id);
    if (input.version !== undefined && input.version !== profile.version) {
      throw conflict(STALE_VERSION, { version: profile.version });
    }
    const columns: Record<string, unknown> = {};
    if (input.parentId !== undefined) columns.parent_id = await resolveMove(trx, profile, input.parentId);
    if (!isMoveOnly(input)) {
      const fields = mergeFields(profile, input);
      requireCompleteFields(fields);
      Object.assign(columns, fieldColumns(fields));
    }
    await bumpProfile(trx, profile.id, columns);
    if (input.categories !== undefined) {
      await applyCategories(trx, { teamtreeId, profileId: profile.id, pairs: input.categories ?? [], actorId });
    }
    return (await loadProfile(trx, profile.id))!;
  });
}
