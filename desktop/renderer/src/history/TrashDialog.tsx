import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRASH_KEEP_DAYS, type RestorePreview, type TrashItem } from '@shared/schemas/history';
import { Alert, Spinner } from '../components/Alert';
import { Button } from '../components/Button';
import { Modal } from '../components/Dialog';
import { exactTime, partnersText as partners, relativeTime, whoText } from './entry-text';
import { fetchTrash, historyKeys, previewRestore, restoreTrashItem } from './history-api';
import { historyErrorText } from './history-errors';
import { RestoreChoice } from './RestoreChoice';
import { useUndo } from './use-history';

interface TrashRowProps {
  item: TrashItem;
  /** Asks the server how many of its partners the tree has already. */
  onRestore(): void;
  restoring: boolean;
  /** That answer, when some look like partners in the tree: the row asks what to restore. */
  choice: RestorePreview | null;
  onChoose(skipDuplicates: boolean): void;
  onCancel(): void;
}

function TrashRow({ item, onRestore, restoring, choice, onChoose, onCancel }: TrashRowProps) {
  const { t } = useTranslation();
  const exact = exactTime(item.deletedAt);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{item.name}</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {t('history.deletedBy', { partners: partners(item.count), who: item.deletedBy ? whoText({ user: item.deletedBy }) : t('history.aFormerMember') })}
          <time dateTime={item.deletedAt} title={exact}>
            {relativeTime(item.deletedAt, Date.now())}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">{exact}</span>
        </p>
        {choice && <RestoreChoice name={item.name} preview={choice} onRestore={onChoose} onCancel={onCancel} />}
      </div>
      {!choice && (
        <Button variant="secondary" size="sm" className="touch:min-h-11" disabled={restoring} onClick={onRestore} aria-label={t('history.restoreName', { name: item.name })}>
          {restoring ? t('history.restoring') : t('history.restore')}
        </Button>
      )}
    </li>
  );
}

/**
 * 'Recently deleted' (owner and moderators): the deleted partners and downlines the server keeps
 * for 30 days, newest first, with who deleted them and how many partners each holds. 'Restore'
 * first asks how many of the item's partners look like partners in the tree now; when some do,
 * the row offers to restore only the others, all, or nothing (RestoreChoice). The tree shows the
 * restored partners from the server's batch event, on every open page; 'Undo' in the outcome
 * takes the restore back, as the history's undo of any entry.
 */
export function TrashDialog({ teamtreeId, onClose }: { teamtreeId: string; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const trash = useQuery({ queryKey: historyKeys.trash(teamtreeId), queryFn: () => fetchTrash(teamtreeId), staleTime: 0, gcTime: 60_000 });
  const [choice, setChoice] = useState<{ id: string; preview: RestorePreview } | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: historyKeys.trash(teamtreeId) }), queryClient.invalidateQueries({ queryKey: historyKeys.history(teamtreeId) })]);
  const restore = useMutation({
    mutationFn: ({ item, skipDuplicates }: { item: TrashItem; skipDuplicates: boolean }) => restoreTrashItem(teamtreeId, item.id, skipDuplicates),
    onMutate: () => setChoice(null),
    onSettled: refresh,
  });
  const check = useMutation({
    mutationFn: (item: TrashItem) => previewRestore(teamtreeId, item.id),
    onSuccess: (preview, item) => (preview.duplicates > 0 ? setChoice({ id: item.id, preview }) : restore.mutate({ item, skipDuplicates: false })),
  });
  const { undo, pending: undoing, outcome } = useUndo(teamtreeId, { inline: true });
  const restored = restore.isSuccess ? restore.data : null;
  // The undo's outcome belongs to the restore it undid, not to a later one.
  const [undoneFor, setUndoneFor] = useState<string | null>(null);
  const undone = restored?.entryId && undoneFor === restored.entryId ? outcome : null;
  const items = trash.data?.items;
  return (
    <Modal open onRequestClose={onClose} title={t('history.recentlyDeleted')} description={t('history.trashDescription', { days: TRASH_KEEP_DAYS })} width="max-w-2xl">
      {/* Said here, not in the app's notice: outside an open dialog that is hidden from screen readers. */}
      {(restore.isError || check.isError) && <Alert className="mb-3">{historyErrorText(restore.error ?? check.error)}</Alert>}
      {restored && !undone && (
        <Alert tone="success" className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {restored.skipped
              ? t('history.restoredSkipped', { partners: partners(restored.restored), skipped: restored.skipped })
              : t('history.restoredItem', { name: restore.variables?.item.name ?? '', partners: partners(restored.restored) })}
          </span>
          {restored.entryId && (
            <Button variant="secondary" size="sm" disabled={undoing !== null} onClick={() => {
                if (!restored.entryId) return;
                setUndoneFor(restored.entryId);
                undo(restored.entryId);
              }} aria-label={t('history.undoRestore')}>
              {undoing ? t('history.undoing') : t('history.undo')}
            </Button>
          )}
        </Alert>
      )}
      {restored && undone && (
        <Alert tone={undone.ok ? 'success' : 'error'} className="mb-3">
          {undone.ok ? t('history.restoreUndone', { partners: partners(restored.restored) }) : undone.text}
        </Alert>
      )}
      {trash.isPending ? (
        <Spinner label={t('history.loadingDeleted')} />
      ) : !items ? (
        <div className="space-y-3">
          <Alert>{t('history.deletedFailed', { reason: historyErrorText(trash.error) })}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void trash.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-3 text-sm text-slate-600 dark:text-slate-400">{t('history.nothingDeleted', { days: TRASH_KEEP_DAYS })}</p>
      ) : (
        <ul aria-label={t('history.deletedList')} className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <TrashRow
              key={item.id}
              item={item}
              restoring={(check.isPending && check.variables.id === item.id) || (restore.isPending && restore.variables.item.id === item.id)}
              onRestore={() => {
                restore.reset();
                check.mutate(item);
              }}
              choice={choice?.id === item.id ? choice.preview : null}
              onChoose={(skipDuplicates) => restore.mutate({ item, skipDuplicates })}
              onCancel={() => setChoice(null)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
