import { describe, expect, it } from 'vitest';
import { TEAMLIST_PAGE_SIZE } from '../../../../shared/domain/constants';
import { pageCount, paginate } from '../../../../desktop/renderer/src/screens/teamlist/paging';
import { pageOfText, pageRangeText } from '../../../../desktop/renderer/src/screens/teamlist/paging-text';
import { i18n } from '../../../../desktop/renderer/src/i18n/i18n';

const items = Array.from({ length: 123 }, (_, i) => i);

describe('teamlist paging', () => {
  it('uses pages of 50', () => {
    expect(TEAMLIST_PAGE_SIZE).toBe(50);
    expect(pageCount(123, 50)).toBe(3);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(0, 50)).toBe(1);
  });

  it('slices a page and says where it stands', () => {
    const first = paginate(items, 0, 50);
    expect(first).toMatchObject({ page: 0, pageCount: 3, from: 1, to: 50, total: 123, hasPrevious: false, hasNext: true });
    expect(first.rows[0]).toBe(0);
    const last = paginate(items, 2, 50);
    expect(last).toMatchObject({ page: 2, from: 101, to: 123, hasPrevious: true, hasNext: false });
    expect(last.rows).toHaveLength(23);
  });

  it('disables next on the last page, also when the list fits one page exactly', () => {
    expect(paginate(items.slice(0, 50), 0, 50).hasNext).toBe(false);
    expect(paginate(items.slice(0, 51), 0, 50).hasNext).toBe(true);
  });

  it('clamps a page past the end (after filtering) and below zero', () => {
    expect(paginate(items.slice(0, 10), 4, 50)).toMatchObject({ page: 0, from: 1, to: 10 });
    expect(paginate(items, -3, 50).page).toBe(0);
  });

  it('answers an empty page for no items', () => {
    expect(paginate([], 0, 50)).toMatchObject({ page: 0, pageCount: 1, rows: [], from: 0, to: 0, hasNext: false, hasPrevious: false });
  });
});

describe('teamlist paging texts (issue 36)', () => {
  const many = Array.from({ length: 1234 }, (_, i) => i);

  it("says where the page stands in English as it always did ('1–50 of 61 partners')", () => {
    expect(pageRangeText(paginate(items.slice(0, 61), 0, 50))).toBe('1–50 of 61 partners');
    expect(pageRangeText(paginate(many, 24, 50))).toBe('1201–1234 of 1234 partners');
    expect(pageRangeText(paginate([], 0, 50))).toBe('0 partners');
    expect(pageOfText(paginate(many, 1, 50))).toBe('Page 2 of 25');
  });

  it('says it in German with German grouping and plurals', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(pageRangeText(paginate(items.slice(0, 61), 0, 50))).toBe('1–50 von 61 Partnern');
      expect(pageRangeText(paginate(many, 24, 50))).toBe('1.201–1.234 von 1.234 Partnern');
      expect(pageRangeText(paginate([0], 0, 50))).toBe('1–1 von 1 Partner');
      expect(pageRangeText(paginate([], 0, 50))).toBe('0 Partner');
      expect(pageOfText(paginate(many, 1, 50))).toBe('Seite 2 von 25');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
