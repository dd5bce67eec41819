/**
 * A value per list item, kept across versions of a large list that share their unchanged items
 * (the held tree after a live change: one profile object is replaced, the other 49,999 are the
 * same objects at the same places). Answers the values for `items` position by position; an item
 * that sits where it sat before costs one identity check, an item seen elsewhere before is looked
 * up, and only a new item is computed.
 */
export function reuseByItem<T extends object, R>(compute: (item: T) => R): (items: readonly T[]) => readonly R[] {
  const known = new WeakMap<T, R>();
  let lastItems: readonly T[] = [];
  let lastValues: readonly R[] = [];
  const valueOf = (item: T): R => {
    if (known.has(item)) return known.get(item) as R;
    const value = compute(item);
    known.set(item, value);
    return value;
  };
  return (items) => {
    if (items === lastItems) return lastValues;
    const samePlaces = items.length === lastItems.length;
    const values = new Array<R>(items.length);
    for (let i = 0; i < items.length; i++) values[i] = samePlaces && items[i] === lastItems[i] ? lastValues[i] : valueOf(items[i]);
    lastItems = items;
    lastValues = values;
    return values;
  };
}

/**
 * The same for values asked for on the page's first draw: only items at the same place as in the
 * previous list are reused (one identity check each), everything else is computed. Nothing is
 * remembered per item, which costs more than computing a cheap value for 50,000 new items.
 */
export function reuseByPosition<T, R>(compute: (item: T) => R): (items: readonly T[]) => readonly R[] {
  let lastItems: readonly T[] = [];
  let lastValues: R[] = [];
  return (items) => {
    if (items === lastItems) return lastValues;
    let values: R[];
    if (items.length === lastItems.length) {
      values = lastValues.slice();
      for (let i = 0; i < items.length; i++) if (items[i] !== lastItems[i]) values[i] = compute(items[i]);
    } else {
      values = items.map(compute);
    }
    lastItems = items;
    lastValues = values;
    return values;
  };
}
