import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Alert';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../PagePlaceholder';
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
  return (
    <div className="flex h-full">
      <div className="min-w-0 flex-1">
        <TreeView key={status.teamtree.id} status={status} />
      </div>
      {status.needsProfileLink && <SelectYourselfPanel teamtreeId={status.teamtree.id} profiles={profiles} />}
    </div>
  );
}
