import { describe, expect, it } from 'vitest';
import { FIRST_ROWS, firstRows } from '../../../../desktop/renderer/src/screens/today/first-rows';
import { shownRows } from '../../../../desktop/renderer/src/screens/today/ShowMore';

describe("Today's first frame", () => {
  it('shares the row budget between the lists in page order', () => {
    expect(firstRows([3, 0, 20, 8, 8], 12)).toEqual([3, 0, 9, 0, 0]);
    expect(firstRows([2, 1, 1, 1])).toEqual([2, 1, 1, 1]);
    expect(firstRows([40, 5]).reduce((a, b) => a + b, 0)).toBe(FIRST_ROWS);
    expect(firstRows([])).toEqual([]);
  });
});

describe('long lists', () => {
  it("show a step of rows and count the rest, but only the first frame's rows (and no 'Show more') until it passed", () => {
    expect(shownRows(30, 20, null)).toEqual({ shown: 20, more: 10 });
    expect(shownRows(30, 40, null)).toEqual({ shown: 30, more: 0 });
    expect(shownRows(30, 20, 4)).toEqual({ shown: 4, more: 0 });
    expect(shownRows(3, 20, 0)).toEqual({ shown: 0, more: 0 });
  });
});
