import { ScratchArrays } from './scratch-arrays';

/**
 * The tidy tree drawing of Buchheim, Jünger and Leipert (an O(n) form of Walker's algorithm), on
 * node indexes and typed arrays: the same positions as d3-hierarchy's `tree()` with its default
 * separation (siblings 1 apart, neighbours of different parents 2), without an object per node.
 * At 50,000 profiles the object form cost most of a layout, and of the garbage after it.
 *
 * Positions are in sibling units, the top node at 0; the caller scales them.
 */

/** The forest to lay out: children of node i are `childList[childStart[i] .. childStart[i + 1])`. */
export interface TidyInput {
  count: number;
  childStart: Int32Array;
  childList: Int32Array;
  /** The top-level nodes, in order; more than one are laid out as the children of an unseen node. */
  roots: readonly number[];
  /** Per node, 1 when its children are left out (a folded team). */
  collapsed?: Uint8Array;
}

export interface TidyResult {
  /** Each node's x in sibling units (0 for nodes that are not reached). */
  x: Float64Array;
  /** Each node's depth below the top level (0), or -1 when it is not reached (folded away, or in a cycle). */
  depth: Int32Array;
  /** The reached nodes in pre-order: at each depth they come left to right, by increasing x. */
  order: Int32Array;
}

const SIBLINGS = 1;
const COUSINS = 2;

/** The walk's working state, kept from one layout to the next (see scratch-arrays.ts); a layout never runs inside another. */
const scratch = new ScratchArrays();
/** Which kept array holds what (Int32 slots, then Float64 slots). */
const Slot = { FirstOf: 0, CountOf: 1, Kids: 2, Parent: 3, Index: 4, Thread: 5, Ancestor: 6, DefaultAncestor: 7, Order: 8, Stack: 9, Post: 10 } as const;
const FloatSlot = { Z: 0, Mod: 1, Change: 2, Shift: 3 } as const;

/** The forest with two extra nodes: `hidden`, the unseen parent of several top-level nodes, and `wrap`, the parent of the top node (d3's extra node, whose modifier puts the top node at 0). */
class Forest {
  readonly size: number;
  readonly hidden: number;
  readonly wrap: number;
  readonly top: number;
  private readonly firstOf: Int32Array;
  readonly countOf: Int32Array;
  private readonly kids: Int32Array;

  constructor({ count, childStart, childList, roots, collapsed }: TidyInput) {
    this.hidden = count;
    this.wrap = count + 1;
    this.size = count + 2;
    this.top = roots.length === 1 ? roots[0] : this.hidden;
    this.firstOf = scratch.int32(Slot.FirstOf, this.size);
    this.firstOf.set(childStart.subarray(0, count));
    this.countOf = childCounts(childStart, count, scratch.int32(Slot.CountOf, this.size), collapsed);
    // The extra nodes' children live after the real ones in one list.
    this.kids = scratch.int32(Slot.Kids, childList.length + roots.length + 1);
    this.kids.set(childList);
    this.firstOf[this.hidden] = childList.length;
    this.countOf[this.hidden] = roots.length === 1 ? 0 : roots.length;
    this.kids.set(roots, childList.length);
    this.firstOf[this.wrap] = childList.length + roots.length;
    this.countOf[this.wrap] = 1;
    this.kids[this.firstOf[this.wrap]] = this.top;
  }

  child(v: number, k: number): number {
    return this.kids[this.firstOf[v] + k];
  }

  last(v: number): number {
    return this.kids[this.firstOf[v] + this.countOf[v] - 1];
  }
}

// The long loops live in small functions of their own, the loop last: a layout runs once per
// change, so V8 compiles these loops while they run, and code after a loop that has not run since
// (in a constructor, say) would throw that code away again on every change.

/** `out` filled with 0, 1, 2, …. */
function identity(out: Int32Array): Int32Array {
  for (let v = 0; v < out.length; v++) out[v] = v;
  return out;
}

/** How many children each of the `count` nodes has (none for a folded team), into `out`. */
function childCounts(childStart: Int32Array, count: number, out: Int32Array, collapsed: Uint8Array | undefined): Int32Array {
  for (let i = 0; i < count; i++) out[i] = collapsed?.[i] ? 0 : childStart[i + 1] - childStart[i];
  return out;
}

/** One run of the algorithm: its per-node state, named as in the paper (prelim z, mod, change, shift, thread, ancestor). */
class TidyWalk {
  private readonly parent: Int32Array;
  private readonly index: Int32Array;
  private readonly z: Float64Array;
  private readonly mod: Float64Array;
  private readonly change: Float64Array;
  private readonly shift: Float64Array;
  private readonly thread: Int32Array;
  private readonly ancestor: Int32Array;
  private readonly defaultAncestor: Int32Array;
  /** Reached nodes in pre-order, parents first. */
  private readonly order: Int32Array;
  private reached = 0;

  constructor(
    private readonly f: Forest,
    private readonly depth: Int32Array,
  ) {
    const size = f.size;
    this.parent = scratch.int32(Slot.Parent, size).fill(-1);
    this.index = scratch.int32(Slot.Index, size).fill(0);
    this.z = scratch.float64(FloatSlot.Z, size).fill(0);
    this.mod = scratch.float64(FloatSlot.Mod, size).fill(0);
    this.change = scratch.float64(FloatSlot.Change, size).fill(0);
    this.shift = scratch.float64(FloatSlot.Shift, size).fill(0);
    this.thread = scratch.int32(Slot.Thread, size).fill(-1);
    this.ancestor = identity(scratch.int32(Slot.Ancestor, size));
    this.defaultAncestor = scratch.int32(Slot.DefaultAncestor, size).fill(-1);
    this.order = scratch.int32(Slot.Order, size);
  }

  run(x: Float64Array): Int32Array {
    this.visit();
    this.firstWalks();
    this.secondWalks(x);
    const order = new Int32Array(this.reached - (this.f.top === this.f.hidden ? 1 : 0));
    let n = 0;
    for (let k = 0; k < this.reached; k++) if (this.order[k] < this.f.hidden) order[n++] = this.order[k];
    return order;
  }

  /** Parents, sibling indexes and depths, from the top. */
  private visit(): void {
    const { f, depth } = this;
    // A stack of node indexes: each node is pushed once, so `size` slots are enough.
    const stack = scratch.int32(Slot.Stack, f.size);
    let top = 0;
    stack[top++] = f.top;
    this.parent[f.top] = f.wrap;
    if (f.top !== f.hidden) depth[f.top] = 0;
    while (top > 0) {
      const v = stack[--top];
      this.order[this.reached++] = v;
      for (let k = f.countOf[v] - 1; k >= 0; k--) {
        const c = f.child(v, k);
        this.parent[c] = v;
        this.index[c] = k;
        depth[c] = v === f.hidden ? 0 : depth[v] + 1;
        stack[top++] = c;
      }
    }
  }

  /** Children before parents, left siblings before right ones: the reverse of a pre-order that takes the right child first. */
  private firstWalks(): void {
    const { f } = this;
    const post = scratch.int32(Slot.Post, this.reached);
    let n = 0;
    const stack = scratch.int32(Slot.Stack, f.size);
    let top = 0;
    stack[top++] = f.top;
    while (top > 0) {
      const v = stack[--top];
      post[n++] = v;
      for (let k = 0; k < f.countOf[v]; k++) stack[top++] = f.child(v, k);
    }
    for (let k = n - 1; k >= 0; k--) this.firstWalk(post[k]);
  }

  private firstWalk(v: number): void {
    const { f, z, mod } = this;
    const p = this.parent[v];
    const w = this.index[v] > 0 ? f.child(p, this.index[v] - 1) : -1;
    if (f.countOf[v] > 0) {
      this.executeShifts(v);
      const midpoint = (z[f.child(v, 0)] + z[f.last(v)]) / 2;
      if (w >= 0) {
        z[v] = z[w] + SIBLINGS;
        mod[v] = z[v] - midpoint;
      } else {
        z[v] = midpoint;
      }
    } else if (w >= 0) {
      z[v] = z[w] + SIBLINGS;
    }
    const held = this.defaultAncestor[p];
    this.defaultAncestor[p] = this.apportion(v, w, held >= 0 ? held : f.child(p, 0));
  }

  private nextLeft(v: number): number {
    return this.f.countOf[v] > 0 ? this.f.child(v, 0) : this.thread[v];
  }

  private nextRight(v: number): number {
    return this.f.countOf[v] > 0 ? this.f.last(v) : this.thread[v];
  }

  private moveSubtree(wm: number, wp: number, amount: number): void {
    const step = amount / (this.index[wp] - this.index[wm]);
    this.change[wp] -= step;
    this.shift[wp] += amount;
    this.change[wm] += step;
    this.z[wp] += amount;
    this.mod[wp] += amount;
  }

  private executeShifts(v: number): void {
    let total = 0;
    let changed = 0;
    for (let k = this.f.countOf[v] - 1; k >= 0; k--) {
      const w = this.f.child(v, k);
      this.z[w] += total;
      this.mod[w] += total;
      changed += this.change[w];
      total += this.shift[w] + changed;
    }
  }

  /** Pushes v's subtree clear of its left siblings' (w the nearest), level by level along the contours. */
  private apportion(v: number, w: number, fallback: number): number {
    if (w < 0) return fallback;
    const { z, mod, ancestor, parent } = this;
    let vip = v;
    let vop = v;
    let vim = w;
    let vom = this.f.child(parent[v], 0);
    let sip = mod[vip];
    let sop = mod[vop];
    let sim = mod[vim];
    let som = mod[vom];
    for (;;) {
      vim = this.nextRight(vim);
      vip = this.nextLeft(vip);
      if (vim < 0 || vip < 0) break;
      vom = this.nextLeft(vom);
      vop = this.nextRight(vop);
      ancestor[vop] = v;
      const amount = z[vim] + sim - z[vip] - sip + COUSINS;
      if (amount > 0) {
        this.moveSubtree(parent[ancestor[vim]] === parent[v] ? ancestor[vim] : fallback, v, amount);
        sip += amount;
        sop += amount;
      }
      sim += mod[vim];
      sip += mod[vip];
      som += mod[vom];
      sop += mod[vop];
    }
    if (vim >= 0 && this.nextRight(vop) < 0) {
      this.thread[vop] = vim;
      mod[vop] += sim - sop;
    }
    if (vip >= 0 && this.nextLeft(vom) < 0) {
      this.thread[vom] = vip;
      mod[vom] += sip - som;
      return v;
    }
    return fallback;
  }

  /** Parents first: each node's final position, and the modifier its children add up. */
  private secondWalks(x: Float64Array): void {
    const { f, z, mod, parent } = this;
    mod[f.wrap] = -z[f.top];
    for (let n = 0; n < this.reached; n++) {
      const v = this.order[n];
      const position = z[v] + mod[parent[v]];
      mod[v] += mod[parent[v]];
      if (v < f.hidden) x[v] = position;
    }
  }
}

export function tidyTree(input: TidyInput): TidyResult {
  const x = new Float64Array(input.count);
  const depth = new Int32Array(input.count).fill(-1);
  if (input.count === 0 || input.roots.length === 0) return { x, depth, order: new Int32Array(0) };
  const order = new TidyWalk(new Forest(input), depth).run(x);
  return { x, depth, order };
}
