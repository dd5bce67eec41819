import { BaseModel } from './base-model';

/** A profile's value of one category (at most one per category). */
export class ProfileTag extends BaseModel {
  static override tableName = 'profile_tags';

  id!: string;
  profileId!: string;
  categoryId!: string;
  value!: string;
  createdById!: string | null;
}
