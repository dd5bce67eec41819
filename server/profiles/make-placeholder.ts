import type { Knex } from 'knex';
import { PLACEHOLDER_NAME } from '../../shared/schemas/profile';
import type { ProfileAnswer } from './profile-answer';
import { writeProfiles } from './store/gateway';

/**
 * Replaces a profile by a placeholder in one transaction: it keeps its place and its children,
 * and loses its data (name `Placeholder`, empty phone, no dates, categories or reminders).
 */
export function makePlaceholder(db: Knex, teamtreeId: string, profileId: string, actorId: string): Promise<ProfileAnswer> {
  return writeProfiles(
    db,
    teamtreeId,
    actorId,
    async (writer) => {
      const profile = await writer.find(profileId);
      await writer.update(profile, { name: PLACEHOLDER_NAME, phone: '', birthday: null, billDate: null, reminders: [] });
      await writer.clearCategories(profile.id);
      return writer.answer(profile.id);
    },
    { action: 'placeholder' },
  );
}
