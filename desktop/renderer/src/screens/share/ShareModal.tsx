import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canChangeTreeSettings, canManageMembers } from '@shared/domain/policies';
import { fetchShare, keys } from '../../api/teamtree';
import { Alert, Spinner } from '../../components/Alert';
import { Modal } from '../../components/Dialog';
import { errorMessage } from '../../api/errors';
import { useAuth } from '../../session/auth-store';
import { useModals } from '../../stores/modal-store';
import { useActiveTree } from '../../trees/active-tree';
import { LeaveTreeSection } from './LeaveTreeSection';
import { MembersList } from './MembersList';
import { PendingRequests } from './PendingRequests';
import { ShareLinkSection } from './ShareLinkSection';
import { TreeNameSection } from './TreeNameSection';
import { DialCountrySection } from './DialCountrySection';
import { TeamCareDaysSection } from './TeamCareDaysSection';
import { ReadPrivacySection } from './ReadPrivacySection';
import { CategoryOrderSection } from './CategoryOrderSection';
import { RankPlanSection } from './RankPlanSection';

/** Share the active tree: pending requests, members and the invitation link; its name, and (owner) the country its phones dial with and what READ members see. */
export function ShareModal() {
  const { t } = useTranslation();
  const close = useModals((s) => s.close);
  const me = useAuth((s) => s.me);
  const { activeTree, activeTreeId } = useActiveTree();
  const share = useQuery({ queryKey: keys.share(activeTreeId ?? ''), queryFn: () => fetchShare(activeTreeId!), enabled: !!activeTreeId });
  // A missing membership is treated as OWNER (spec section 6); the server still decides.
  const myPermission = activeTree?.members[0]?.permission ?? 'OWNER';
  const manages = canManageMembers(myPermission);
  const myMembership = share.data?.members.find((m) => m.userId === me?.id) ?? null;

  return (
    <Modal open onRequestClose={close} title={activeTree ? t('share.titleOf', { tree: activeTree.name }) : t('share.title')} width="max-w-2xl">
      {!activeTreeId && <p>{t('share.noTrees')}</p>}
      {share.isLoading && <Spinner />}
      {share.error && <Alert>{errorMessage(share.error)}</Alert>}
      {share.data && activeTreeId && (
        <div className="space-y-6">
          {manages && <PendingRequests teamtreeId={activeTreeId} />}
          <MembersList teamtreeId={activeTreeId} members={share.data.members} myPermission={myPermission} myUserId={me?.id} />
          {manages && <ShareLinkSection teamtreeId={activeTreeId} treeName={activeTree?.name ?? 'TeamTree'} hasLink={share.data.shareLinks.length > 0} />}
          {manages && activeTree && <TreeNameSection teamtreeId={activeTreeId} name={activeTree.name} />}
          {canChangeTreeSettings(myPermission) && <DialCountrySection teamtreeId={activeTreeId} />}
          {canChangeTreeSettings(myPermission) && <TeamCareDaysSection teamtreeId={activeTreeId} />}
          {canChangeTreeSettings(myPermission) && <ReadPrivacySection teamtreeId={activeTreeId} />}
          {manages && <CategoryOrderSection teamtreeId={activeTreeId} />}
          {canChangeTreeSettings(myPermission) && <RankPlanSection teamtreeId={activeTreeId} />}
          {myMembership && myPermission !== 'OWNER' && <LeaveTreeSection teamtreeId={activeTreeId} treeName={activeTree?.name ?? ''} membershipId={myMembership.id} />}
        </div>
      )}
    </Modal>
  );
}
