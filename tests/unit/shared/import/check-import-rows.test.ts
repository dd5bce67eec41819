import { describe, expect, it } from 'vitest';
import { CHECK_SLICE_MS, CHECK_SLICE_ROWS, checkImportRows, ROW_ERRORS_MAX, type CheckedRows } from '../../../../shared/import/check-import-rows';

const row = (name: string) => ({ externalId: null, name, phone: '', birthday: null, billDate: null, categories: [], uplineRow: null, uplineProfileId: null });

/** Runs the checks to the end; the result and how many times they yielded. */
function run(rows: unknown[], now?: () => number): { result: CheckedRows; slices: number } {
  const checks = checkImportRows(rows, now);
  let slices = 1;
  for (;;) {
    const step = checks.next();
    if (step.done) return { result: step.value, slices };
    slices++;
  }
}

describe('checkImportRows', () => {
  it('gives the parsed rows of a valid import, a slice per 1,000 rows', () => {
    const { result, slices } = run(Array.from({ length: 2500 }, (_, i) => row(`P ${i}`)), () => 0);
    expect(result.ok && result.rows.map((r) => r.name)).toEqual(Array.from({ length: 2500 }, (_, i) => `P ${i}`));
    expect(slices).toBe(Math.ceil(2500 / CHECK_SLICE_ROWS));
  });

  it('ends a slice once its time is up, whatever its rows', () => {
    let clock = 0;
    const { slices } = run(Array.from({ length: 50 }, (_, i) => row(`P ${i}`)), () => (clock += CHECK_SLICE_MS / 2));
    expect(slices).toBeGreaterThan(10);
  });

  it(`stops at the ${ROW_ERRORS_MAX}th bad row: issues name rows.<i>.<field>, later rows are never read`, () => {
    const read: number[] = [];
    const rows = Array.from({ length: 50_000 }, (_, i) => ({
      get name() {
        read.push(i);
        return undefined;
      },
    }));
    const { result } = run(rows, () => 0);
    expect(result.ok).toBe(false);
    const badRows = new Set(!result.ok ? result.issues.map((issue) => issue.path[1]) : []);
    expect([...badRows]).toEqual(Array.from({ length: ROW_ERRORS_MAX }, (_, i) => i));
    expect(Math.max(...read)).toBe(ROW_ERRORS_MAX - 1);
    expect(!result.ok && result.issues[0].path).toEqual(['rows', 0, 'externalId']);
  });

  it('finds a bad row after many good ones', () => {
    const { result } = run([...Array.from({ length: 3000 }, (_, i) => row(`P ${i}`)), { ...row('Bad'), phone: 'abc' }], () => 0);
    expect(!result.ok && result.issues.map((issue) => issue.path.join('.'))).toEqual(['rows.3000.phone']);
  });
});
