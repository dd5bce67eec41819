import { BaseModel } from './base-model';

export type JoinRequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export class JoinRequest extends BaseModel {
  static override tableName = 'join_requests';

  id!: string;
  teamtreeId!: string;
  userId!: string;
  status!: JoinRequestStatus;
  decidedById!: string | null;
  createdAt!: Date;
  decidedAt!: Date | null;
}
