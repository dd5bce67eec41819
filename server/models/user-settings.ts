import { BaseModel } from './base-model';

export class UserSettings extends BaseModel {
  static override tableName = 'user_settings';
  static override idColumn = 'user_id';
  static override get jsonAttributes() {
    return ['value'];
  }

  userId!: string;
  value!: Record<string, unknown>;
  updatedAt!: Date;
}
