import { Model, snakeCaseMappers } from 'objection';

/**
 * Base of every model: camelCase in code, snake_case in SQL. Queries always receive their
 * knex or transaction explicitly (`User.query(db)`): the embedded database has a single
 * connection, so work inside a transaction must use that transaction.
 * The mappers convert row data only: column names in `where` clauses stay snake_case.
 */
export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }
}
