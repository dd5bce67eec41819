export interface PageInfo<T> {
  /** Zero-based page actually shown (clamped into range). */
  page: number;
  pageCount: number;
  rows: T[];
  /** One-based position of the first and last row shown (0 and 0 when empty). */
  from: number;
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of `items`; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageInfo<T> {
  const count = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(0, Math.floor(page) || 0), count - 1);
  const start = current * pageSize;
  const rows = items.slice(start, start + pageSize);
  return {
    page: current,
    pageCount: count,
    rows,
    from: rows.length ? start + 1 : 0,
    to: start + rows.length,
    total: items.length,
    hasPrevious: current > 0,
    hasNext: current < count - 1,
  };
}
