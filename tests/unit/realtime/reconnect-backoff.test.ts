import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, reconnectDelay } from '../../../desktop/renderer/src/realtime/reconnect-backoff';

describe('reconnection backoff after the first burst', () => {
  it('grows from the burst delay and never passes 30 s', () => {
    const middle = () => 0.5;
    const delays = Array.from({ length: 30 }, (_, n) => reconnectDelay(n, middle));
    expect(delays[0]).toBe(1150);
    // At most 3.2 s apart through the first 15 s after the burst (a server restart), even at +20 %.
    let elapsed = 0;
    for (let n = 0; elapsed < 15_000; n++) {
      expect(reconnectDelay(n, () => 0.999999)).toBeLessThanOrEqual(3_200);
      elapsed += reconnectDelay(n, () => 0.999999);
    }
    for (let n = 1; n < delays.length; n++) expect(delays[n]).toBeGreaterThanOrEqual(delays[n - 1]);
    expect(delays.at(-1)).toBe(BACKOFF_MAX_MS);
  });

  it('spreads clients by up to 20 % without passing the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(920);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1380);
    expect(reconnectDelay(40, () => 0.999999)).toBe(BACKOFF_MAX_MS);
  });
});
