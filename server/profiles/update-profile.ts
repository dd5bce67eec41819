import type { Knex } from 'knex';
import { isMoveOnly, type UpdateProfileInput } from '../../shared/schemas/profile';
import { badRequest, conflict } from '../http/errors';
import type { ProfileAnswer } from './profile-answer';
import type { ProfileChanges, ProfileFields, ProfileRecord } from './store/columns';
import { writeProfiles } from './store/gateway';

export const STALE_VERSION = 'This profile was changed in the meantime. Reload it and try again.';
const NAME_REQUIRED = 'Name is required';
const BILL_DATE_REQUIRED = 'Bill date is required';

/** Fields left out are kept; `null` (and `""`, `[]`) clear them. */
function mergeFields(profile: ProfileRecord, input: UpdateProfileInput): ProfileFields {
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
 * when `categories` is given: one write through the gateway; the version goes up by one.
 */
export function updateProfile(db: Knex, teamtreeId: string, input: UpdateProfileInput, actorId: string): Promise<ProfileAnswer> {
  return writeProfiles(db, teamtreeId, actorId, async (writer) => {
    const profile = await writer.find(input.id);
    if (input.version !== undefined && input.version !== profile.version) {
      throw conflict(STALE_VERSION, { version: profile.version, code: 'stale-version' });
    }
    const fields = isMoveOnly(input) ? null : mergeFields(profile, input);
    const changes: ProfileChanges = { ...fields, parentId: input.parentId };
    // A refused move is reported before missing fields; a refusal rolls the write back.
    await writer.update(profile, changes);
    if (fields) requireCompleteFields(fields);
    if (input.categories !== undefined) await writer.setCategories(profile.id, input.categories ?? []);
    return writer.answer(profile.id);
  });
}
