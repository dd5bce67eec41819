import { useTranslation } from 'react-i18next';
import { canWriteProfiles } from '@shared/domain/policies';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { ImportWizard } from './ImportWizard';

/** `/import`: partners from a back-office export into the active TeamTree (issue 14). */
export function ImportPage() {
  const { t } = useTranslation();
  const { status, loading } = useActiveTreeStatus();
  return (
    <PageFrame title={status ? t('importer.titleInto', { name: status.teamtree.name }) : t('importer.title')}>
      {loading && <p role="status">{t('importer.loading')}</p>}
      {!loading && !status && <Alert tone="info">{t('importer.noTree')}</Alert>}
      {status && !canWriteProfiles(status.userMembership.permission) && <Alert>{t('importer.denied')}</Alert>}
      {status && canWriteProfiles(status.userMembership.permission) && <ImportWizard key={status.teamtree.id} tree={status} />}
    </PageFrame>
  );
}
