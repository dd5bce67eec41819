import { describe, expect, it } from 'vitest';
import { TokenBucket } from '../../../server/realtime/flood';

function bucketAt(start = 0) {
  let now = start;
  const bucket = new TokenBucket(20, 40, () => now);
  return { bucket, advance: (ms: number) => (now += ms) };
}

const takeMany = (bucket: TokenBucket, n: number) => Array.from({ length: n }, () => bucket.take()).filter(Boolean).length;

describe('TokenBucket (20 events a second, bursts of 40)', () => {
  it('allows a burst of 40 and refuses the 41st', () => {
    const { bucket } = bucketAt();
    expect(takeMany(bucket, 40)).toBe(40);
    expect(bucket.take()).toBe(false);
  });

  it('refills at 20 a second', () => {
    const { bucket, advance } = bucketAt();
    takeMany(bucket, 40);
    advance(500);
    expect(takeMany(bucket, 20)).toBe(10);
  });

  it('sustains exactly 20 a second forever', () => {
    const { bucket, advance } = bucketAt();
    takeMany(bucket, 40);
    for (let i = 0; i < 200; i++) {
      advance(50);
      expect(bucket.take()).toBe(true);
    }
  });

  it('refuses 21 a second sustained after the burst is spent', () => {
    const { bucket, advance } = bucketAt();
    let refused = false;
    for (let i = 0; i < 21 * 60 && !refused; i++) {
      advance(1000 / 21);
      refused = !bucket.take();
    }
    expect(refused).toBe(true);
  });

  it('never holds more than the burst', () => {
    const { bucket, advance } = bucketAt();
    advance(60_000);
    expect(takeMany(bucket, 100)).toBe(40);
  });
});
