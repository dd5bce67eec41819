import { BaseModel } from './base-model';

export class ShareLink extends BaseModel {
  static override tableName = 'share_links';

  id!: string;
  teamtreeId!: string;
  token!: string;
  createdById!: string | null;
  createdAt!: Date;
  revokedAt!: Date | null;
}
