import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@shared/schemas/history';
import { Alert, Spinner } from '../components/Alert';
import { Button } from '../components/Button';
import { entryText, exactTime, relativeTime, type NameOf } from './entry-text';
import type { HistoryFilter } from './history-api';
import { historyErrorText } from './history-errors';
import { useHistoryList, useUndo } from './use-history';
import { useHiddenFields } from '../trees/hidden-fields';

interface Props {
  teamtreeId: string;
  /** One partner's history (its History tab), or null for the whole tree's. */
  profileId: string | null;
  nameOf: NameOf;
  /** The activity's filters, applied by the server (each filter is a list of its own). */
  filter?: HistoryFilter;
  /** What the list is called for screen readers. */
  label: string;
}

function EntryRow({ entry, text, onUndo, undoing }: { entry: HistoryEntry; text: string; onUndo(): void; undoing: boolean }) {
  const { t } = useTranslation();
  const exact = exactTime(entry.at);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">{text}</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={entry.at} title={exact}>
            {relativeTime(entry.at, Date.now())}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">{exact}</span>
        </p>
      </div>
      {entry.undoable && (
        <Button variant="secondary" size="sm" className="touch:min-h-11" disabled={undoing} onClick={onUndo} aria-label={t('history.undoEntry', { text })}>
          {t('history.undo')}
        </Button>
      )}
    </li>
  );
}

/**
 * History entries newest first, each as a sentence with its relative and exact time and, when
 * the user may undo it, 'Undo'; 'Show more' reads the next page. Loading, empty and error states.
 */
export function HistoryList({ teamtreeId, profileId, nameOf, filter, label }: Props) {
  const { t } = useTranslation();
  const list = useHistoryList(teamtreeId, profileId, filter);
  const { undo, pending, outcome } = useUndo(teamtreeId, { inline: true });
  const hidden = useHiddenFields(teamtreeId);
  if (list.isPending) return <Spinner label={t('history.loading')} />;
  const loaded = list.data;
  if (!loaded)
    return (
      <div className="space-y-3">
        <Alert>{t('history.loadFailed', { reason: historyErrorText(list.error) })}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  const entries = loaded.pages.flatMap((page) => page.entries);
  const filtered = filter !== undefined && (filter.userId !== undefined || filter.action !== undefined);
  return (
    <div>
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} className="mb-2">
          {outcome.text}
        </Alert>
      )}
      {entries.length === 0 ? (
        <p className="py-3 text-sm text-slate-600 dark:text-slate-400">{filtered ? t('history.noMatches') : t('history.noChanges')}</p>
      ) : (
        <ol aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} text={entryText(entry, nameOf, profileId !== null, hidden)} onUndo={() => undo(entry.id)} undoing={pending === entry.id} />
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <Button variant="secondary" size="sm" className="mt-3 touch:min-h-11" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('common.loading') : t('history.showMore')}
        </Button>
      )}
      {list.isFetchNextPageError && <Alert className="mt-2">{t('history.moreFailed', { reason: historyErrorText(list.error) })}</Alert>}
    </div>
  );
}
