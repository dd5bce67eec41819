import { describe, expect, it } from 'vitest';
import { ScratchArrays } from '../../../../desktop/renderer/src/screens/teamtree/tree/scratch-arrays';

describe('ScratchArrays', () => {
  it('hands out the same memory for a slot again, sized as asked', () => {
    const scratch = new ScratchArrays();
    const first = scratch.int32(0, 100).fill(7);
    const again = scratch.int32(0, 80);
    expect(again.length).toBe(80);
    expect(again.buffer).toBe(first.buffer);
    expect(again[79]).toBe(7);
    expect(scratch.float64(0, 10).buffer).not.toBe(first.buffer);
    expect(scratch.int32(1, 100).buffer).not.toBe(first.buffer);
  });

  it('grows a slot for a larger size and lets go of memory far larger than needed', () => {
    const scratch = new ScratchArrays();
    const small = scratch.float64(2, 10);
    const large = scratch.float64(2, 50_000);
    expect(large.length).toBe(50_000);
    expect(large.buffer).not.toBe(small.buffer);
    expect(scratch.float64(2, 40_000).buffer).toBe(large.buffer);
    const tiny = scratch.float64(2, 5);
    expect(tiny.length).toBe(5);
    expect(tiny.buffer.byteLength).toBe(5 * 8);
  });
});
