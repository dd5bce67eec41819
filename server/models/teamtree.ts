import { BaseModel } from './base-model';

export class Teamtree extends BaseModel {
  static override tableName = 'teamtrees';

  id!: string;
  name!: string;
  ownerId!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
