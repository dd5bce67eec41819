/**
 * Typed arrays a computation borrows for its own working state and gives up when it returns,
 * kept from one run to the next. A layout of 50,000 partners needs a dozen working arrays
 * (~5 MB); made anew on every change, that memory lives outside the JavaScript heap and drives
 * V8 into a full collection of the page's large heap every few changes. Kept, it is made once
 * per size.
 *
 * Only for synchronous work that never runs inside itself: the next borrow of a slot hands out
 * the same memory. Contents are left from the last run; callers fill what they read.
 */
export class ScratchArrays {
  private readonly ints: Int32Array[] = [];
  private readonly floats: Float64Array[] = [];

  /** `size` Int32 slots of working memory number `slot` (its old contents left in place). */
  int32(slot: number, size: number): Int32Array {
    let held = this.ints[slot];
    if (!held || held.length < size || held.length > 4 * size + 1024) held = this.ints[slot] = new Int32Array(size);
    return held.length === size ? held : held.subarray(0, size);
  }

  /** `size` Float64 slots of working memory number `slot` (its old contents left in place). */
  float64(slot: number, size: number): Float64Array {
    let held = this.floats[slot];
    if (!held || held.length < size || held.length > 4 * size + 1024) held = this.floats[slot] = new Float64Array(size);
    return held.length === size ? held : held.subarray(0, size);
  }
}
