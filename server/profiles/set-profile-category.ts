import type { Knex } from 'knex';
import { setCategoryValue } from './apply-categories';
import { bumpProfile, lockProfile } from './profile-rows';
import { loadProfile, type ProfileAnswer } from './tree-profiles';

/** Replaces the profile's value of one category (an empty value removes it); the version goes up. */
export async function setProfileCategory(
  db: Knex,
  input: { teamtreeId: string; profileId: string; categoryName: string; optionValue: string; actorId: string },
): Promise<ProfileAnswer> {
  return db.transaction(async (trx) => {
    const profile = await lockProfile(trx, input.teamtreeId, input.profileId);
    await setCategoryValue(trx, {
      teamtreeId: input.teamtreeId,
      profileId: profile.id,
      name: input.categoryName,
      value: input.optionValue,
      actorId: input.actorId,
    });
    await bumpProfile(trx, profile.id, {});
    return (await loadProfile(trx, profile.id))!;
  });
}
