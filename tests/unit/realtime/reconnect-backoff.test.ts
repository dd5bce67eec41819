import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, reconnectDelay } from '../../../desktop/renderer/src/realtime/reconnect-backoff';

describe('reconnection backoff after the first burst', () => {
  it('grows from the burst delay and never passes 30 s', () => {
    const middle = () => 0.5;
    const delays = Array.from({ length: 20 }, (_, n) => reconnectDelay(n, middle));
    expect(delays[0]).toBe(1250);
    // Still a few seconds apart around a server restart's 10-20 s (attempts 4-6 after the burst).
    expect(delays.slice(3, 6).every((ms) => ms >= 2000 && ms <= 4000)).toBe(true);
    for (let n = 1; n < delays.length; n++) expect(delays[n]).toBeGreaterThanOrEqual(delays[n - 1]);
    expect(delays.at(-1)).toBe(BACKOFF_MAX_MS);
  });

  it('spreads clients by up to 20 % without passing the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1500);
    expect(reconnectDelay(40, () => 0.999999)).toBe(BACKOFF_MAX_MS);
  });
});
