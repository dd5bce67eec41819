import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { AssignablePermission, Permission } from '@shared/domain/constants';
import { errorMessage } from '../../api/errors';
import { changePermission, keys, removeMember } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/Dialog';
import { MemberRow, type Member } from './MemberRow';
import { SectionHeading } from './SectionHeading';

/** Members with a permission selector and a remove button; the owner is 'Administrator', locked. */
export function MembersList({ teamtreeId, members, myPermission, myUserId }: { teamtreeId: string; members: Member[]; myPermission: Permission | null; myUserId?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.share(teamtreeId) });

  async function change(member: Member, permission: AssignablePermission) {
    setError(null);
    try {
      await changePermission(member.id, permission);
    } catch (err) {
      setError(errorMessage(err));
    }
    await refresh();
  }

  async function remove(member: Member) {
    setRemoving(null);
    setError(null);
    try {
      await removeMember(member.id);
    } catch {
      setError(t('share.members.removeFailed'));
    }
    await refresh();
  }

  return (
    <section aria-labelledby="members-heading" className="space-y-2">
      <SectionHeading id="members-heading">{t('share.members.heading')}</SectionHeading>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {members.map((member) => (
          <MemberRow key={member.id} member={member} myPermission={myPermission} myUserId={myUserId} onChange={(m, permission) => void change(m, permission)} onRemove={setRemoving} />
        ))}
      </ul>
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={removing !== null}
        title={t('share.members.removeTitle')}
        message={t('share.members.removeConfirm')}
        confirmLabel={t('share.members.remove')}
        cancelLabel={t('share.members.cancel')}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
