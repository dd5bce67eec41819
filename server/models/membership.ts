import type { Permission } from '../../shared/domain/constants';
import { BaseModel } from './base-model';

export class Membership extends BaseModel {
  static override tableName = 'memberships';

  id!: string;
  teamtreeId!: string;
  userId!: string;
  permission!: Permission;
  linkedProfileId!: string | null;
  createdAt!: Date;
}
