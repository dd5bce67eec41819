import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/schemas/announcement';
import { Alert, Spinner } from '../../components/Alert';
import { Button } from '../../components/Button';
import type { useTreeAnnouncements } from '../../announcements/announcements-api';
import { AnnouncementCard } from './AnnouncementCard';

const note = 'rounded-xl border border-slate-200 bg-white p-5 text-slate-600 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400';

interface Props {
  query: ReturnType<typeof useTreeAnnouncements>;
  /** What an empty list says (managers are invited to post). */
  empty: string;
  changeable(item: Announcement): boolean;
  /** The announcement the address opens. */
  opened: string | null;
  onOpen(item: Announcement): void;
  onEdit(item: Announcement): void;
  onDelete(item: Announcement): Promise<unknown>;
}

/** The list as it loads, fails (with 'Try again'), is empty, or holds announcements ('Show older' for the next page). */
export function AnnouncementList({ query, empty, changeable, opened, onOpen, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.announcements) ?? [];
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('broadcast.loading')} />;
  if (query.isError && items.length === 0)
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('broadcast.loadError')}</span>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('broadcast.retry')}
        </Button>
      </Alert>
    );
  if (items.length === 0) return <p className={note}>{empty}</p>;
  return (
    <>
      <ul aria-label={t('broadcast.listLabel')} className="space-y-3">
        {items.map((item) => (
          <AnnouncementCard
            key={item.id}
            item={item}
            changeable={changeable(item)}
            openAtStart={item.id === opened}
            onOpen={onOpen}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('broadcast.showOlder')}
        </Button>
      )}
    </>
  );
}
