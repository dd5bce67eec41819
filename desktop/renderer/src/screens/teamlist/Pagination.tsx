import { Button } from '../../components/Button';
import type { PageInfo } from './paging';

/** Previous / next page; the next-page button is disabled on the last page (spec section 9). */
export function Pagination<T>({ info, onPage }: { info: PageInfo<T>; onPage(page: number): void }) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p aria-live="polite">
        {info.total === 0 ? '0 partners' : `${info.from}–${info.to} of ${info.total} partners`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(info.page - 1)} disabled={!info.hasPrevious}>
          Previous page
        </Button>
        <span>
          Page {info.page + 1} of {info.pageCount}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onPage(info.page + 1)} disabled={!info.hasNext}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
