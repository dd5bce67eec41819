import type { Knex } from 'knex';

/**
 * Notes and tasks in the history (docs/follow-ups.md "History"): `profile_history.action` takes
 * their six actions beside the profile writes'. The lists are written out: a migration keeps
 * the schema as it was made, whatever the code's lists become.
 */
const PROFILE_ACTIONS = ['create', 'update', 'move', 'placeholder', 'delete', 'restore', 'import', 'undo'];
const FOLLOW_UP_ACTIONS = ['activity-create', 'activity-update', 'activity-delete', 'task-create', 'task-update', 'task-delete'];

const allowing = (actions: string[]) => `CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE profile_history DROP CONSTRAINT profile_history_action');
  await knex.raw(`ALTER TABLE profile_history ADD CONSTRAINT profile_history_action ${allowing([...PROFILE_ACTIONS, ...FOLLOW_UP_ACTIONS])}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('profile_history').whereIn('action', FOLLOW_UP_ACTIONS).delete();
  await knex.raw('ALTER TABLE profile_history DROP CONSTRAINT profile_history_action');
  await knex.raw(`ALTER TABLE profile_history ADD CONSTRAINT profile_history_action ${allowing(PROFILE_ACTIONS)}`);
}
