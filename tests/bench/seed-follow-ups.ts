import type { Knex } from 'knex';

/**
 * Follow-ups for the follow-ups benchmark (issue 37 item 8), each set in one statement on a tree
 * seeded by `seedLargeTree` (its profile ids are `md5(tree ':p:' i)`).
 */

const profileId = (treeParam: string, indexExpr: string) => `md5(${treeParam}::text || ':p:' || (${indexExpr})::text)::uuid`;

/**
 * `count` activities by `authorId`: a tenth of them on profile 2 (the busiest partner's timeline),
 * the rest spread over the tree's other profiles; kinds in turn, one every 5 minutes back from now.
 */
export async function seedActivities(db: Knex, authorId: string, teamtreeId: string, size: number, count: number): Promise<void> {
  await db.raw(
    `INSERT INTO activities (id, teamtree_id, profile_id, kind, text, at, author_id, mentions, created_at, updated_at, version)
     SELECT gen_random_uuid(), ?::uuid,
            ${profileId('?', 'CASE WHEN i % 10 = 0 THEN 2 ELSE 1 + i % ?::int END')},
            (ARRAY['note', 'call', 'message', 'meeting'])[1 + i % 4],
            'Talked about the next order and the team meeting on Friday (' || i || ')',
            now() - make_interval(mins => 5 * i), ?::uuid, '{}', now(), now(), 1
       FROM generate_series(1, ?::int) AS i`,
    [teamtreeId, teamtreeId, size, authorId, count],
  );
  await db.raw('ANALYZE activities');
}

/**
 * `perTree` tasks in the tree: every third assigned to `assigneeId` (the others to `otherId`),
 * due from 30 days back to 120 days ahead, the ones due before today mostly done.
 */
export async function seedTasks(db: Knex, assigneeId: string, otherId: string, teamtreeId: string, size: number, perTree: number): Promise<void> {
  await db.raw(
    `INSERT INTO tasks (id, teamtree_id, profile_id, title, due, assignee_id, created_by_id, done, done_at, created_at, updated_at, version)
     SELECT gen_random_uuid(), ?::uuid, ${profileId('?', '1 + i % ?::int')}, 'Follow up (' || i || ')',
            current_date - 30 + (i % 150),
            CASE WHEN i % 3 = 0 THEN ?::uuid ELSE ?::uuid END, ?::uuid,
            (i % 150 < 30 AND i % 5 <> 0), CASE WHEN i % 150 < 30 AND i % 5 <> 0 THEN now() END,
            now(), now(), 1
       FROM generate_series(1, ?::int) AS i`,
    [teamtreeId, teamtreeId, size, assigneeId, otherId, assigneeId, perTree],
  );
  await db.raw('ANALYZE tasks');
}
