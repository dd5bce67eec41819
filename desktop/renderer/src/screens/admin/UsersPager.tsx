import { ADMIN_USERS_LIMIT } from '@shared/schemas/admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

interface Props {
  page: number;
  shown: number;
  hasMore: boolean;
  onPage(page: number): void;
}

function pageSummary(t: TFunction, page: number, from: number, shown: number): string {
  if (shown === 0) return t('admin.page', { page });
  if (shown === 1) return t('admin.pageOne', { page, from });
  return t('admin.pageMany', { page, from, to: from + shown - 1 });
}

/** Previous / next page of 50 users; the server says whether a next page exists. */
export function UsersPager({ page, shown, hasMore, onPage }: Props) {
  const { t } = useTranslation();
  const from = (page - 1) * ADMIN_USERS_LIMIT + 1;
  return (
    <nav aria-label={t('admin.pages')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
      <p aria-live="polite">{pageSummary(t, page, from, shown)}</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('admin.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={!hasMore}>
          {t('admin.next')}
        </Button>
      </div>
    </nav>
  );
}
