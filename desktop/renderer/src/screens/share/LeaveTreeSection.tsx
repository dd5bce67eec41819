import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeMember } from '../../api/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/Dialog';
import { useBusyAction } from '../../lib/use-busy-action';
import { useModals } from '../../stores/modal-store';
import { useLoseTree } from '../../trees/active-tree';
import { whileLeaving } from '../../trees/leaving';
import { SectionHeading } from './SectionHeading';

/** 'Leave this TeamTree' for any member but the owner (API: removing one's own membership). */
export function LeaveTreeSection({ teamtreeId, treeName, membershipId }: { teamtreeId: string; treeName: string; membershipId: string }) {
  const { t } = useTranslation();
  const close = useModals((s) => s.close);
  const lose = useLoseTree();
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useBusyAction(t('share.leave.failed'));

  function leave() {
    setAsking(false);
    void run(async () => {
      await whileLeaving(teamtreeId, () => removeMember(membershipId));
      close();
      await lose(teamtreeId, 'left');
    });
  }

  return (
    <section aria-labelledby="leave-heading" className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      <SectionHeading id="leave-heading">{t('share.leave.heading')}</SectionHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('share.leave.text')}</p>
      <Button variant="danger" onClick={() => setAsking(true)} disabled={busy}>
        {t('share.leave.button')}
      </Button>
      {error && <Alert>{error}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t('share.leave.title', { tree: treeName })}
        message={t('share.leave.text')}
        confirmLabel={t('share.leave.confirm')}
        cancelLabel={t('share.leave.cancel')}
        destructive
        onConfirm={leave}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
