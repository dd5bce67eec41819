import { describe, expect, it, vi } from 'vitest';
import { logStreamErrors } from '../../../server/http/stream-errors';

const failure = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra);

describe('errors of streamed answers', () => {
  it('does not log clients that went away, and logs everything else', () => {
    const log = { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const listener = logStreamErrors(log);
    listener(failure('Premature close', { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    listener(failure('socket hang up', { code: 'ECONNRESET' }));
    listener(failure('Not Found', { status: 404 }));
    listener(failure('Bad input', { status: 400, expose: true }));
    expect(log.error).not.toHaveBeenCalled();
    const broken = failure('zlib exploded', { code: 'Z_DATA_ERROR' });
    listener(broken);
    expect(log.error).toHaveBeenCalledWith(broken);
  });
});
