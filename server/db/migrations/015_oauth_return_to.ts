import type { Knex } from 'knex';

/**
 * Where a web Google sign-in goes back to when it has finished (`GET /api/auth/google?returnUrl=`):
 * the account page after 'Sign in with Google again', a mail link that needs a session. Kept with
 * the sign-in's state, so the callback never reads it from the browser.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_states', (t) => {
    t.text('return_to').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('oauth_states', (t) => {
    t.dropColumn('return_to');
  });
}
