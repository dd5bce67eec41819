import { BaseModel } from './base-model';

export interface Reminder {
  text: string;
  done: boolean;
}

export class Profile extends BaseModel {
  static override tableName = 'profiles';
  static override get jsonAttributes() {
    return ['reminders'];
  }

  id!: string;
  teamtreeId!: string;
  parentId!: string | null;
  name!: string;
  phone!: string;
  /** `YYYY-MM-DD` or null (SQL date, read as a string). */
  birthday!: string | null;
  billDate!: string | null;
  reminders!: Reminder[];
  version!: number;
  createdAt!: Date;
  updatedAt!: Date;
}
