import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canWriteProfiles } from '@shared/domain/policies';
import { UploadIcon } from '../../components/Icons';
import { useTreeStatus } from '../../api/teamtree';

/** 'Import partners…' and 'Import monthly figures…' in the profile menu, below the TeamTrees: for members who may add partners. */
export function ImportMenuItem({ teamtreeId, className }: { teamtreeId: string | null; className: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useTreeStatus(teamtreeId);
  if (!teamtreeId || !canWriteProfiles(status.data?.userMembership.permission ?? null)) return null;
  return (
    <>
      <DropdownMenu.Item className={className} onSelect={() => navigate('/import')}>
        <UploadIcon className="size-4" /> {t('importer.menuItem')}
      </DropdownMenu.Item>
      <DropdownMenu.Item className={className} onSelect={() => navigate('/import?what=figures')}>
        <UploadIcon className="size-4" /> {t('figures.import.menuItem')}
      </DropdownMenu.Item>
    </>
  );
}
