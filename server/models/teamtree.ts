import type { RankStep } from '../../shared/schemas/figures';
import { BaseModel } from './base-model';

export class Teamtree extends BaseModel {
  static override tableName = 'teamtrees';

  id!: string;
  name!: string;
  ownerId!: string;
  /** The tree's dial country (ISO 3166-1 alpha-2): phones without a dial code are dialled with it. */
  dialCountry!: string;
  /** The profile fields hidden from READ members (docs/privacy.md "What READ members see"). */
  hideFromRead!: string[];
  /** The company's ranks, lowest first (docs/figures.md "Rank plan"); null: none described. */
  rankPlan?: RankStep[] | null;
  /** Team care: days without a logged contact that make a first-level partner a suggestion (docs/follow-ups.md). */
  teamCareDays!: number;
  createdAt!: Date;
  updatedAt!: Date;
}
