import type { Knex } from 'knex';
import type { ProfileAnswer } from './profile-answer';
import { writeProfiles } from './store/gateway';

/** Replaces the profile's value of one category (an empty value removes it); the version goes up. */
export function setProfileCategory(
  db: Knex,
  input: { teamtreeId: string; profileId: string; categoryName: string; optionValue: string; actorId: string },
): Promise<ProfileAnswer> {
  return writeProfiles(db, input.teamtreeId, input.actorId, async (writer) => {
    const profile = await writer.find(input.profileId);
    await writer.setCategoryValue(profile.id, input.categoryName, input.optionValue);
    return writer.answer(profile.id);
  });
}
