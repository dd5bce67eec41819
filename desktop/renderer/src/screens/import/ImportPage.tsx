import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canWriteProfiles } from '@shared/domain/policies';
import { Alert } from '../../components/Alert';
import { PageFrame } from '../../components/PageFrame';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { FiguresWizard } from './figures/FiguresWizard';
import { ImportKindSwitch, type ImportKind } from './ImportKindSwitch';
import { ImportWizard } from './ImportWizard';

/**
 * `/import`: partners from a back-office export into the active TeamTree (issue 14), or a month's
 * figures (`/import?what=figures`, issue 38). Both are for the owner, moderators and editors.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const { status, loading } = useActiveTreeStatus();
  const [params, setParams] = useSearchParams();
  const inAddress: ImportKind = params.get('what') === 'figures' ? 'figures' : 'partners';
  // The choice shows at once (the radio is checked on the click); the address follows, and a
  // navigation to the other kind (the profile menu's item) changes the choice.
  const [kind, setKind] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (inAddress !== seen) {
    setSeen(inAddress);
    setKind(inAddress);
  }
  const choose = (next: ImportKind) => {
    setKind(next);
    setParams(next === 'figures' ? { what: 'figures' } : {}, { replace: true });
  };
  const allowed = status !== null && canWriteProfiles(status.userMembership.permission);
  const title = kind === 'figures' ? (status ? t('figures.import.titleInto', { name: status.teamtree.name }) : t('figures.import.kindFigures')) : status ? t('importer.titleInto', { name: status.teamtree.name }) : t('importer.title');
  return (
    <PageFrame title={title}>
      {loading && <p role="status">{t('importer.loading')}</p>}
      {!loading && !status && <Alert tone="info">{t('importer.noTree')}</Alert>}
      {status && !allowed && <Alert>{kind === 'figures' ? t('figures.import.denied') : t('importer.denied')}</Alert>}
      {status && allowed && <ImportKindSwitch kind={kind} onChange={choose} />}
      {status && allowed && (kind === 'figures' ? <FiguresWizard key={status.teamtree.id} tree={status} /> : <ImportWizard key={status.teamtree.id} tree={status} />)}
    </PageFrame>
  );
}
