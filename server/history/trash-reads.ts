import type { Knex } from 'knex';
import type { TrashItem } from '../../shared/schemas/history';
import { TRASH_ITEMS } from './trash-store';

/** `GET /api/teamtree/trash`: the tree's deleted profiles and downlines still kept, newest first. */
export async function readTrash(db: Knex, teamtreeId: string, keptSince: Date): Promise<TrashItem[]> {
  const rows: { id: string; deleted_at: Date | string; deleted_by_id: string | null; first_name: string | null; last_name: string | null; name: string; count: number }[] = await db(`${TRASH_ITEMS} as t`)
    .leftJoin('users as u', 'u.id', 't.deleted_by_id')
    .where('t.teamtree_id', teamtreeId)
    .where('t.deleted_at', '>', keptSince)
    .orderBy([
      { column: 't.deleted_at', order: 'desc' },
      { column: 't.id', order: 'desc' },
    ])
    .select('t.id', 't.deleted_at', 't.deleted_by_id', 'u.first_name', 'u.last_name', 't.name', 't.count');
  return rows.map((row) => ({
    id: row.id,
    deletedAt: new Date(row.deleted_at).toISOString(),
    deletedBy: row.deleted_by_id ? { id: row.deleted_by_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '' } : null,
    name: row.name,
    count: row.count,
  }));
}
