import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { useModals } from '../../stores/modal-store';
import { Card } from '../../components/PageFrame';
import { useTranslation } from 'react-i18next';

/** Spec sections 2 and 8: shown when the status call fails or answers no TeamTree. */
export function NoTreeBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openCreateJoin = useModals((s) => s.openCreateJoin);
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 border-amber-300 dark:border-amber-700">
      <div role="status">
        <p className="font-medium">{t('dashboard.noTree')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={openCreateJoin}>
          {t('dashboard.plantTree')}
        </Button>
        <Button onClick={() => navigate('/teamtree')}>{t('dashboard.goToTree')}</Button>
      </div>
    </Card>
  );
}
