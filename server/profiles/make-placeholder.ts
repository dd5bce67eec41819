import type { Knex } from 'knex';
import { PLACEHOLDER_NAME } from '../../shared/schemas/profile';
import { removeUnusedCategories } from './apply-categories';
import { bumpProfile, fieldColumns, lockProfile } from './profile-rows';
import { loadProfile, type ProfileAnswer } from './tree-profiles';

/**
 * Replaces a profile by a placeholder in one transaction: it keeps its place and its children,
 * and loses its data (name `Placeholder`, empty phone, no dates, categories or reminders).
 */
export async function makePlaceholder(db: Knex, teamtreeId: string, profileId: string): Promise<ProfileAnswer> {
  return db.transaction(async (trx) => {
    const profile = await lockProfile(trx, teamtreeId, profileId);
    await bumpProfile(trx, profile.id, fieldColumns({ name: PLACEHOLDER_NAME, phone: '', birthday: null, billDate: null, reminders: [] }));
    const removed = await trx('profile_tags').where({ profile_id: profile.id }).del();
    if (removed) await removeUnusedCategories(trx, teamtreeId);
    return (await loadProfile(trx, profile.id))!;
  });
}
