import { ADMIN_USERS_LIMIT } from '@shared/schemas/admin';
import { Button } from '../../components/Button';

interface Props {
  page: number;
  shown: number;
  hasMore: boolean;
  onPage(page: number): void;
}

function pageSummary(page: number, from: number, shown: number): string {
  if (shown === 0) return `Page ${page}`;
  if (shown === 1) return `Page ${page}: user ${from}`;
  return `Page ${page}: users ${from}–${from + shown - 1}`;
}

/** Previous / next page of 50 users; the server says whether a next page exists. */
export function UsersPager({ page, shown, hasMore, onPage }: Props) {
  const from = (page - 1) * ADMIN_USERS_LIMIT + 1;
  return (
    <nav aria-label="Pages of users" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p aria-live="polite">{pageSummary(page, from, shown)}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={!hasMore}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
