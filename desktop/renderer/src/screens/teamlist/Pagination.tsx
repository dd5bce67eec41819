import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import type { PageInfo } from './paging';

/** Previous / next page; the next-page button is disabled on the last page (spec section 9). Counts grouped as the language writes them ('1.234' in German). */
export function Pagination<T>({ info, onPage }: { info: PageInfo<T>; onPage(page: number): void }) {
  const { t } = useTranslation();
  const count = (value: number) => formatCount(value, currentLanguage());
  return (
    <nav aria-label={t('teamlist.paging.label')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p aria-live="polite">
        {info.total === 0 ? t('teamlist.paging.none') : t('teamlist.paging.range', { count: info.total, from: count(info.from), to: count(info.to), total: count(info.total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(info.page - 1)} disabled={!info.hasPrevious}>
          {t('teamlist.paging.previous')}
        </Button>
        <span>{t('teamlist.paging.page', { page: count(info.page + 1), pages: count(info.pageCount) })}</span>
        <Button variant="secondary" size="sm" onClick={() => onPage(info.page + 1)} disabled={!info.hasNext}>
          {t('teamlist.paging.next')}
        </Button>
      </div>
    </nav>
  );
}
