import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import type { PageInfo } from './paging';
import { pageOfText, pageRangeText } from './paging-text';

/** Previous / next page; the next-page button is disabled on the last page (spec section 9). Counts grouped as the language writes them ('1.234' in German). */
export function Pagination<T>({ info, onPage }: { info: PageInfo<T>; onPage(page: number): void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('teamlist.paging.label')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p aria-live="polite">
        {pageRangeText(info)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(info.page - 1)} disabled={!info.hasPrevious}>
          {t('teamlist.paging.previous')}
        </Button>
        <span>{pageOfText(info)}</span>
        <Button variant="secondary" size="sm" onClick={() => onPage(info.page + 1)} disabled={!info.hasNext}>
          {t('teamlist.paging.next')}
        </Button>
      </div>
    </nav>
  );
}
