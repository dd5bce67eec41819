import type { Knex } from 'knex';
import type { CategoryPair } from '../../shared/domain/categories';
import type { ProfileAnswer } from './profile-answer';
import type { ProfileFields } from './store/columns';
import { writeProfiles } from './store/gateway';

export interface CreateProfileCommand extends ProfileFields {
  teamtreeId: string;
  /** `null` only while the tree has no root (409 otherwise); else a profile of the same tree (400). */
  parentId: string | null;
  categories: CategoryPair[];
  actorId: string;
}

/** Adds a profile with its categories in one transaction; answers it as the API shows it. */
export function createProfile(db: Knex, command: CreateProfileCommand): Promise<ProfileAnswer> {
  const { teamtreeId, actorId, ...profile } = command;
  return writeProfiles(db, teamtreeId, actorId, async (writer) => writer.answer(await writer.insert(profile)));
}
