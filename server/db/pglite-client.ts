import { createRequire } from 'node:module';
import type { Knex } from 'knex';

const require = createRequire(import.meta.url);
// knex-pglite is CommonJS; it exports the Knex client class.
const ClientPGLite = require('knex-pglite') as new (config: Knex.Config) => object;

interface QueryObject {
  method?: string;
  returning?: unknown;
  response?: { affectedRows?: number };
}

/**
 * knex-pglite answers `.del()` with a raw result instead of the row count that the `pg`
 * client gives. This subclass restores the row count so both databases behave alike.
 */
export class PGliteKnexClient extends (ClientPGLite as new (config: Knex.Config) => {
  processResponse(obj: QueryObject, runner: unknown): unknown;
}) {
  override processResponse(obj: QueryObject, runner: unknown): unknown {
    if (obj.method === 'del' && !obj.returning) return obj.response?.affectedRows ?? 0;
    return super.processResponse(obj, runner);
  }
}
