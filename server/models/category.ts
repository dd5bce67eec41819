import { BaseModel } from './base-model';

/** A category name of one tree (unique per tree, case-insensitively). */
export class Category extends BaseModel {
  static override tableName = 'categories';

  id!: string;
  teamtreeId!: string;
  name!: string;
  nameLower!: string;
  createdById!: string | null;
  createdAt!: Date;
}
