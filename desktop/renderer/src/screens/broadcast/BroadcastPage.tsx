import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/Alert';
import { Card, PageFrame } from '../../components/PageFrame';
import { useView } from '../../stores/view-store';
import { useActiveTree } from '../../trees/active-tree';
import { TreeAnnouncements } from './TreeAnnouncements';

/**
 * Broadcast (issue 39): the active tree's announcements, chosen as every tree page chooses its
 * tree (the profile menu's tree list; `?teamtreeId=` from a mail or the live notice selects it,
 * `&open=` opens one announcement).
 */
export function BroadcastPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('teamtreeId');
  const opened = params.get('open');
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const { loading, activeTree } = useActiveTree();

  useEffect(() => {
    if (requested) setActiveTreeId(requested);
  }, [requested, setActiveTreeId]);

  let body;
  if (loading && !activeTree) body = <Spinner label={t('broadcast.loading')} />;
  else if (!activeTree)
    body = (
      <Card>
        <p>{t('broadcast.noTree')}</p>
      </Card>
    );
  else body = <TreeAnnouncements key={activeTree.id} tree={activeTree} opened={opened} />;
  return <PageFrame title={t('broadcast.title')}>{body}</PageFrame>;
}
