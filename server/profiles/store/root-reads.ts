import type { Knex } from 'knex';
import { PROFILE_COLUMNS as P, PROFILES } from './columns';

/** The tree's root with the fields an import's root row may fill. */
export interface RootProfileFields {
  id: string;
  phone: string;
  birthday: string | null;
  billDate: string | null;
}

/** A date column as `YYYY-MM-DD` text (whatever the driver makes of a date). */
const dateText = (trx: Knex, column: string, as: string) => trx.raw(`to_char(??, 'YYYY-MM-DD') as ??`, [column, as]);

/** The tree's root profile (its fillable fields), or `null` for a tree without one. */
export async function readRootProfile(trx: Knex, teamtreeId: string): Promise<RootProfileFields | null> {
  const row = await trx(PROFILES)
    .where(P.teamtreeId, teamtreeId)
    .whereNull(P.parentId)
    .first(`${P.id} as id`, `${P.phone} as phone`, dateText(trx, P.birthday, 'birthday'), dateText(trx, P.billDate, 'billDate'));
  return row ?? null;
}
