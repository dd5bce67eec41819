import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Alert';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { Card, PageFrame } from '../../components/PageFrame';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { ChoiceMask } from './choose-self/ChoiceMask';
import { SelectYourselfPanel } from './choose-self/SelectYourselfPanel';
import { useFocusAfterChoice } from './choose-self/useFocusAfterChoice';
import { useSelfChoice } from './choose-self/useSelfChoice';
import { TreeView } from './TreeView';

/** The tree page: `?teamtreeId=` selects the active tree; the canvas tree, or the empty state. */
export function TreePage() {
  const [params] = useSearchParams();
  const requested = params.get('teamtreeId');
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const openCreateJoin = useModals((s) => s.openCreateJoin);
  const { trees, status, loading, activeTreeId } = useActiveTreeStatus();
  const { t } = useTranslation();

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
      <PageFrame title={t('teamtree.page.title')}>
        <Card className="flex items-center justify-between gap-4">
          <p>{t('teamtree.page.noTree')}</p>
          <Button onClick={openCreateJoin}>{t('teamtree.page.plantTree')}</Button>
        </Card>
      </PageFrame>
    );
  }
  if (!status) return <PageFrame title={t('teamtree.page.title')} />;
  return <TreeWithChoice key={status.teamtree.id} status={status} />;
}

/**
 * The tree, and 'Select yourself!' beside it for a member without a linked profile. Spec: the
 * panel forces the choice. While something can be chosen, the whole tree column is inert under
 * a mask and the focus is in the panel; the app around it (navigation, tree switcher, profile
 * menu) stays usable. Once every profile is another member's, the tree stays usable so an
 * editor can add their own; an empty tree shows no panel (its owner adds a first partner).
 */
function TreeWithChoice({ status }: { status: StatusTreeAnswer }) {
  const choice = useSelfChoice(status);
  const column = useRef<HTMLDivElement>(null);
  useFocusAfterChoice(column, choice.blocking);
  return (
    <div className="flex h-full max-sm:flex-col">
      <div ref={column} className="relative min-h-0 min-w-0 flex-1">
        <div inert={choice.blocking} className="isolate h-full">
          <TreeView status={status} />
        </div>
        {choice.blocking && <ChoiceMask />}
      </div>
      {choice.panel && <SelectYourselfPanel teamtreeId={status.teamtree.id} choice={choice} />}
    </div>
  );
}
