import { formatCount } from '../../i18n/formats';
import { currentLanguage, t } from '../../i18n/i18n';
import type { PageInfo } from './paging';

const count = (value: number) => formatCount(value, currentLanguage());

/** Where the page stands, in the language shown: '1–50 of 61 partners' / '1–50 von 1.234 Partnern' (German grouped). */
export function pageRangeText(info: PageInfo<unknown>): string {
  if (info.total === 0) return t('teamlist.paging.none');
  return t('teamlist.paging.range', { count: info.total, from: count(info.from), to: count(info.to), total: count(info.total) });
}

/** 'Page 2 of 3' / 'Seite 2 von 3'. */
export function pageOfText(info: PageInfo<unknown>): string {
  return t('teamlist.paging.page', { page: count(info.page + 1), pages: count(info.pageCount) });
}
