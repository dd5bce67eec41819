import crypto from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Seeds one tree of `size` profiles with a handful of set-based statements (generate_series),
 * never one insert per profile. Ids derive from the tree id and the row number; every profile
 * i > 1 hangs under a pseudo-random earlier profile, which gives a wide, uneven tree like real
 * teams. About half the profiles carry a tag of one of two categories, a third have reminders.
 */
export async function seedLargeTree(db: Knex, ownerId: string, size: number): Promise<{ teamtreeId: string; rootId: string }> {
  const teamtreeId = crypto.randomUUID();
  await db.transaction(async (trx) => {
    await trx('teamtrees').insert({ id: teamtreeId, name: `Bench ${size}`, owner_id: ownerId });
    const pid = (expr: string) => `md5(?::text || ':p:' || (${expr})::text)::uuid`;
    await trx.raw(
      `INSERT INTO profiles (id, teamtree_id, parent_id, name, phone, birthday, bill_date, reminders, version, created_at, updated_at)
       SELECT ${pid('i')}, ?::uuid,
              CASE WHEN i = 1 THEN NULL ELSE ${pid('1 + ((i::bigint * 7919) % (i - 1))')} END,
              'Partner ' || i,
              CASE WHEN i % 3 = 0 THEN '' ELSE '+49 151' || lpad(i::text, 7, '0') END,
              CASE WHEN i % 4 = 0 THEN NULL ELSE date '1960-01-01' + (i % 15000) END,
              date '2024-01-01' + (i % 1200),
              CASE WHEN i % 3 = 1 THEN '[{"text":"Call about the next order","done":false},{"text":"Send the catalogue","done":true}]'::jsonb ELSE '[]'::jsonb END,
              1 + i % 5,
              now() - make_interval(secs => ?::int - i),
              now()
         FROM generate_series(1, ?::int) AS i`,
      [teamtreeId, teamtreeId, teamtreeId, size, size],
    );
    const categories = [
      { id: crypto.randomUUID(), name: 'Rank' },
      { id: crypto.randomUUID(), name: 'Team' },
    ];
    await trx('categories').insert(
      categories.map((c) => ({ id: c.id, teamtree_id: teamtreeId, name: c.name, name_lower: c.name.toLowerCase(), created_by_id: ownerId })),
    );
    await trx.raw(
      `INSERT INTO profile_tags (id, profile_id, category_id, value, created_by_id)
       SELECT gen_random_uuid(), ${pid('i')}, CASE WHEN i % 4 = 0 THEN ?::uuid ELSE ?::uuid END,
              (ARRAY['Gold', 'Silver', 'Bronze', 'North', 'South'])[1 + i % 5], ?::uuid
         FROM generate_series(1, ?::int) AS i
        WHERE i % 2 = 0`,
      [teamtreeId, categories[0].id, categories[1].id, ownerId, size],
    );
    const rootId = (await trx('profiles').where({ teamtree_id: teamtreeId }).whereNull('parent_id').first('id')).id as string;
    await trx('memberships').insert({ id: crypto.randomUUID(), teamtree_id: teamtreeId, user_id: ownerId, permission: 'OWNER', linked_profile_id: rootId });
  });
  await db.raw('ANALYZE profiles');
  await db.raw('ANALYZE profile_tags');
  const root = await db('profiles').where({ teamtree_id: teamtreeId }).whereNull('parent_id').first('id');
  return { teamtreeId, rootId: root.id };
}

/**
 * Gives a tree seeded by `seedLargeTree` `count` history entries (renames of its profiles, by
 * the owner, spread over the last 300 days), in one statement.
 */
export async function seedHistory(db: Knex, ownerId: string, teamtreeId: string, size: number, count: number): Promise<void> {
  await db.raw(
    `INSERT INTO profile_history (id, teamtree_id, profile_id, profile_name, user_id, action, count, changes, version_after, at)
     SELECT gen_random_uuid(), ?::uuid, md5(?::text || ':p:' || (1 + i % ?::int)::text)::uuid, 'Partner ' || i, ?::uuid, 'update', 1,
            jsonb_build_array(jsonb_build_object('field', 'name', 'before', 'Partner ' || (i - 1), 'after', 'Partner ' || i)), 1,
            now() - make_interval(secs => (?::int - i) * (300 * 86400 / ?::int))
       FROM generate_series(1, ?::int) AS i`,
    [teamtreeId, teamtreeId, size, ownerId, count, count, count],
  );
  await db.raw('ANALYZE profile_history');
}
