import { describe, expect, it } from 'vitest';
import {
  badRequest,
  conflict,
  defaultCodeFor,
  forbidden,
  HttpError,
  notFound,
  payloadTooLarge,
  requestTimeout,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  unsupportedMediaType,
} from '../../../../server/http/errors';
import { ERROR_CODES } from '../../../../shared/schemas/error-codes';

describe('error codes by status (docs/error-codes.md)', () => {
  it('every status from 400 to 599 has a listed code', () => {
    for (let status = 400; status < 600; status++) expect(ERROR_CODES).toContain(defaultCodeFor(status));
  });

  it.each([
    ['badRequest', badRequest('x'), 400, 'validation'],
    ['unauthorized', unauthorized(), 401, 'unauthorized'],
    ['forbidden', forbidden(), 403, 'forbidden'],
    ['notFound', notFound(), 404, 'not-found'],
    ['conflict', conflict('x'), 409, 'conflict'],
    ['requestTimeout', requestTimeout(), 408, 'timeout'],
    ['payloadTooLarge', payloadTooLarge(), 413, 'too-large'],
    ['unsupportedMediaType', unsupportedMediaType(), 415, 'not-json'],
    ['tooManyRequests', tooManyRequests(), 429, 'rate-limited'],
    ['serviceUnavailable (shutting down)', serviceUnavailable(), 503, 'unavailable'],
    ['a 405', new HttpError(405, 'Method not allowed'), 405, 'method-not-allowed'],
    ['a 422', new HttpError(422, 'x'), 422, 'validation'],
    ['a 500', new HttpError(500, 'x'), 500, 'internal'],
  ] as const)('%s carries its status’s code', (_name, err, status, code) => {
    expect({ status: err.status, code: err.code, inAnswer: err.extra.code }).toEqual({ status, code, inAnswer: code });
  });

  it('a specific code wins over the status’s, and the English text and extra fields stay', () => {
    const err = conflict('This profile was changed in the meantime. Reload it and try again.', { version: 3, code: 'stale-version' });
    expect({ message: err.message, ...err.extra }).toEqual({ message: 'This profile was changed in the meantime. Reload it and try again.', version: 3, code: 'stale-version' });
    expect(badRequest('x', { a: 'b' }, 'link-invalid').extra).toEqual({ fields: { a: 'b' }, code: 'link-invalid' });
    expect(forbidden(undefined, 'not-member').extra).toEqual({ code: 'not-member' });
  });
});
