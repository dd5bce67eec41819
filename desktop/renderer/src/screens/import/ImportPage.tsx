import { canWriteProfiles, profileActionDenied } from '@shared/domain/policies';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { ImportWizard } from './ImportWizard';

/** `/import`: partners from a back-office export into the active TeamTree (issue 14). */
export function ImportPage() {
  const { status, loading } = useActiveTreeStatus();
  return (
    <PageFrame title={status ? `Import partners into ${status.teamtree.name}` : 'Import partners'}>
      {loading && <p role="status">Loading…</p>}
      {!loading && !status && <Alert tone="info">Plant or join a TeamTree first.</Alert>}
      {status && !canWriteProfiles(status.userMembership.permission) && <Alert>{profileActionDenied('add')}</Alert>}
      {status && canWriteProfiles(status.userMembership.permission) && <ImportWizard key={status.teamtree.id} tree={status} />}
    </PageFrame>
  );
}
