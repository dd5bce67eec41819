import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Alert';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../../components/PageFrame';
import { SelectYourselfPanel } from './SelectYourselfPanel';
import { TreeView } from './TreeView';

/** The tree page: `?teamtreeId=` selects the active tree; the canvas tree, or the empty state. */
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
  // Spec: a member without a linked profile is asked to choose it; the panel stays until they do,
  // and a hint over the tree points to it (the tree itself stays usable, permission alerts included).
  // An empty tree has nobody to choose: its owner starts again with a first partner.
  const mustSelect = status.needsProfileLink && profiles.length > 0;
  return (
    <div className="flex h-full">
      <div className="relative min-w-0 flex-1">
        <TreeView key={status.teamtree.id} status={status} />
        {mustSelect && (
          <div data-testid="select-yourself-hint" className="pointer-events-none absolute inset-x-0 bottom-10 z-20 flex justify-center">
            <p className="rounded-lg bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-lg dark:bg-slate-900 dark:text-slate-100">Choose your profile on the right to start.</p>
          </div>
        )}
      </div>
      {mustSelect && <SelectYourselfPanel teamtreeId={status.teamtree.id} profiles={profiles} />}
    </div>
  );
}
