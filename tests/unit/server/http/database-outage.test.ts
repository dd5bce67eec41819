import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../../server/http/database-outage';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown (a restart)', withCode('57P01', 'terminating connection due to administrator command')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['pg: the server went away', new Error('Connection terminated unexpectedly')],
    ['pg: connecting timed out', new Error('Connection terminated due to connection timeout')],
    ['knex: the pool gave no connection', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['every address refused (AggregateError)', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: undefined })],
    ['wrapped as nativeError', Object.assign(new Error('select 1 - failed'), { nativeError: withCode('57P01') })],
    ['wrapped as cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('%s: yes', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['an invalid value', withCode('22P02')],
    ['a deadlock', withCode('40P01')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
