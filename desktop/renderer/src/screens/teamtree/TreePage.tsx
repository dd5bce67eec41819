import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Alert';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../PagePlaceholder';
import { SelectYourselfPanel } from './SelectYourselfPanel';

/** The tree page frame: `?teamtreeId=` selects the active tree; the canvas comes with its own issue. */
export function TreePage() {
  const [params] = useSearchParams();
  const requested = params.get('teamtreeId');
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const openCreateJoin = useModals((s) => s.openCreateJoin);
  const { trees, status, loading, activeTreeId } = useActiveTreeStatus();

  useEffect(() => {
    if (requested) setActiveTreeId(requested);
  }, [requested, setActiveTreeId]);

  if (loading && !status) {
    return (
      <div className="p-8">
        <Spinner />
      </div>
    );
  }
  if (trees.length === 0 || !activeTreeId) {
    return (
      <PageFrame title="TeamTree">
        <Card className="flex items-center justify-between gap-4">
          <p>You have no TeamTree yet. Plant one or join your friends.</p>
          <Button onClick={openCreateJoin}>Plant new TeamTree</Button>
        </Card>
      </PageFrame>
    );
  }
  if (!status) return <PageFrame title="TeamTree" />;
  const profiles = status.teamtree.profiles;
  return (
    <div className="flex h-full">
      <div className="min-w-0 flex-1">
        <PageFrame title={status.teamtree.name}>
          <Card>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              {profiles.length} {profiles.length === 1 ? 'partner' : 'partners'} · owner {status.teamtree.ownerName}
            </p>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Partners">
              {profiles.map((p) => (
                <li key={p.id} className="flex justify-between py-2 text-sm">
                  <span>{p.name}</span>
                  <span className="text-slate-600 dark:text-slate-400">{p.parentName ?? 'Root'}</span>
                </li>
              ))}
            </ul>
          </Card>
        </PageFrame>
      </div>
      {status.needsProfileLink && <SelectYourselfPanel teamtreeId={status.teamtree.id} profiles={profiles} />}
    </div>
  );
}
