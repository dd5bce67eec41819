import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../../../server/jobs/repeat-every';

function quietLog() {
  return { log: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('repeatEvery (the digest check and the history purge)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the job once a period, not at once', async () => {
    const job = vi.fn(async () => undefined);
    const repeating = repeatEvery(1000, 'Test job', job, quietLog());
    expect(job).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(job).toHaveBeenCalledTimes(3);
    await repeating.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('logs a failed run with its name and keeps going', async () => {
    const log = quietLog();
    let calls = 0;
    const repeating = repeatEvery(
      1000,
      'History purge',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
      },
      log,
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('History purge failed: connection lost');
    expect(calls).toBe(2);
    await repeating.stop();
  });

  it('stop() waits for the run under way', async () => {
    let finish!: () => void;
    let finished = false;
    const repeating = repeatEvery(
      1000,
      'Slow job',
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
      quietLog(),
    );
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = repeating.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    expect(stopped).toBe(true);
  });
});
