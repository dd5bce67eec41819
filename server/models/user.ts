import type { Plan, Role } from '../../shared/domain/constants';
import type { Language } from '../../shared/i18n/language';
import { BaseModel } from './base-model';

export class User extends BaseModel {
  static override tableName = 'users';

  id!: string;
  email!: string;
  emailLower!: string;
  passwordHash!: string | null;
  firstName!: string;
  lastName!: string;
  gender!: string | null;
  phone!: string;
  company!: string;
  country!: string | null;
  source!: string | null;
  role!: Role;
  plan!: Plan;
  googleSub!: string | null;
  profileComplete!: boolean;
  /** Proven by a verification or reset link, or by a Google sign-in with `email_verified`. */
  emailVerified!: boolean;
  /** What the apps show and mails are written in (`me.language`). */
  language!: Language;
  createdAt!: Date;
  updatedAt!: Date;

  get fullName(): string {
    return `${this.firstName} ${this.lastName}`.trim();
  }
}
