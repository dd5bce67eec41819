import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRASH_KEEP_DAYS, type TrashItem } from '@shared/schemas/history';
import { errorMessage } from '../api/errors';
import { Alert, Spinner } from '../components/Alert';
import { Button } from '../components/Button';
import { Modal } from '../components/Dialog';
import { exactTime, relativeTime, whoText } from './entry-text';
import { fetchTrash, historyKeys, restoreTrashItem } from './history-api';

const partners = (n: number) => (n === 1 ? '1 partner' : `${n} partners`);

function TrashRow({ item, onRestore, restoring }: { item: TrashItem; onRestore(): void; restoring: boolean }) {
  const exact = exactTime(item.deletedAt);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{item.name}</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {`${partners(item.count)} · deleted by ${item.deletedBy ? whoText({ user: item.deletedBy }) : 'a former member'} `}
          <time dateTime={item.deletedAt} title={exact}>
            {relativeTime(item.deletedAt, Date.now())}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="tabular-nums">{exact}</span>
        </p>
      </div>
      <Button variant="secondary" size="sm" className="touch:min-h-11" disabled={restoring} onClick={onRestore} aria-label={`Restore ${item.name}`}>
        {restoring ? 'Restoring...' : 'Restore'}
      </Button>
    </li>
  );
}

/**
 * 'Recently deleted' (owner and moderators): the deleted partners and downlines the server keeps
 * for 30 days, newest first, with who deleted them and how many partners each holds. 'Restore'
 * brings one back; the tree shows it from the server's batch event, on every open page.
 */
export function TrashDialog({ teamtreeId, onClose }: { teamtreeId: string; onClose(): void }) {
  const queryClient = useQueryClient();
  const trash = useQuery({ queryKey: historyKeys.trash(teamtreeId), queryFn: () => fetchTrash(teamtreeId), staleTime: 0, gcTime: 60_000 });
  const restore = useMutation({
    mutationFn: (item: TrashItem) => restoreTrashItem(teamtreeId, item.id),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: historyKeys.trash(teamtreeId) }), queryClient.invalidateQueries({ queryKey: historyKeys.history(teamtreeId) })]),
  });
  const items = trash.data?.items;
  return (
    <Modal open onRequestClose={onClose} title="Recently deleted" description={`Deleted partners are kept for ${TRASH_KEEP_DAYS} days, then removed for good.`} width="max-w-2xl">
      {/* Said here, not in the app's notice: outside an open dialog that is hidden from screen readers. */}
      {restore.isError && <Alert className="mb-3">{errorMessage(restore.error)}</Alert>}
      {restore.isSuccess && <Alert tone="success" className="mb-3">{`${restore.variables.name} restored (${partners(restore.data.restored)}).`}</Alert>}
      {trash.isPending ? (
        <Spinner label="Loading deleted partners..." />
      ) : !items ? (
        <div className="space-y-3">
          <Alert>{`Deleted partners could not be loaded: ${errorMessage(trash.error)}`}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void trash.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-3 text-sm text-slate-600 dark:text-slate-400">Nothing was deleted in the last {TRASH_KEEP_DAYS} days.</p>
      ) : (
        <ul aria-label="Deleted partners" className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <TrashRow key={item.id} item={item} restoring={restore.isPending && restore.variables?.id === item.id} onRestore={() => restore.mutate(item)} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
