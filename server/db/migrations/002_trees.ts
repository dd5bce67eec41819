import type { Knex } from 'knex';

/** Trees, each owned by one user. */
async function createTeamtrees(knex: Knex): Promise<void> {
  await knex.schema.createTable('teamtrees', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.uuid('owner_id').notNullable().references('users.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

/** Partners of a tree (one root, the rest under a parent), with the one-root index. */
async function createProfiles(knex: Knex): Promise<void> {
  await knex.schema.createTable('profiles', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('parent_id').references('profiles.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('phone').notNullable().defaultTo('');
    t.date('birthday');
    t.date('bill_date');
    t.jsonb('reminders').notNullable().defaultTo('[]');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['teamtree_id']);
    t.index(['parent_id']);
  });
  // Exactly one root per tree.
  await knex.raw('CREATE UNIQUE INDEX profiles_one_root ON profiles (teamtree_id) WHERE parent_id IS NULL');
}

/** Who may see or edit a tree, and the profile each member is linked to. */
async function createMemberships(knex: Knex): Promise<void> {
  await knex.schema.createTable('memberships', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('permission').notNullable();
    t.uuid('linked_profile_id').references('profiles.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['teamtree_id', 'user_id']);
    t.unique(['teamtree_id', 'linked_profile_id']);
    t.index(['user_id', 'created_at']);
  });
}

/** Category titles of a tree (unique regardless of case). */
async function createCategories(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.text('name_lower').notNullable();
    t.uuid('created_by_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['teamtree_id', 'name_lower']);
  });
}

/** A profile's option in a category. */
async function createProfileTags(knex: Knex): Promise<void> {
  await knex.schema.createTable('profile_tags', (t) => {
    t.uuid('id').primary();
    t.uuid('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.uuid('category_id').notNullable().references('categories.id').onDelete('CASCADE');
    t.text('value').notNullable();
    t.uuid('created_by_id').references('users.id').onDelete('SET NULL');
    t.unique(['profile_id', 'category_id']);
    t.index(['category_id']);
  });
}

/** Share links, with the one-live-link index. */
async function createShareLinks(knex: Knex): Promise<void> {
  await knex.schema.createTable('share_links', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.text('token').notNullable().unique();
    t.uuid('created_by_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revoked_at', { useTz: true });
  });
  // At most one live link per tree.
  await knex.raw('CREATE UNIQUE INDEX share_links_one_live ON share_links (teamtree_id) WHERE revoked_at IS NULL');
}

/** Requests to join a tree, with the one-pending-request index. */
async function createJoinRequests(knex: Knex): Promise<void> {
  await knex.schema.createTable('join_requests', (t) => {
    t.uuid('id').primary();
    t.uuid('teamtree_id').notNullable().references('teamtrees.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('status').notNullable();
    t.uuid('decided_by_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.index(['teamtree_id', 'status']);
    t.index(['user_id']);
  });
  // At most one pending request per user and tree.
  await knex.raw(
    "CREATE UNIQUE INDEX join_requests_one_pending ON join_requests (teamtree_id, user_id) WHERE status = 'PENDING'",
  );
}

/** Per-user settings. */
async function createUserSettings(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

/** Tables in dependency order; the order of statements is the schema's history: keep it. */
export async function up(knex: Knex): Promise<void> {
  await createTeamtrees(knex);
  await createProfiles(knex);
  await createMemberships(knex);
  await createCategories(knex);
  await createProfileTags(knex);
  await createShareLinks(knex);
  await createJoinRequests(knex);
  await createUserSettings(knex);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['user_settings', 'join_requests', 'share_links', 'profile_tags', 'categories', 'memberships', 'profiles', 'teamtrees']) {
    await knex.schema.dropTableIfExists(table);
  }
}
