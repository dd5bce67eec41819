import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { AnnouncementMailSection } from './AnnouncementMailSection';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/** The profile menu's 'Account': your sessions, two-step sign-in, the announcement mails, your data, deleting the account (issue 26). */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.title')}>
      <div className="mx-auto max-w-3xl space-y-4">
        <SessionsSection />
        <TwoStepSection />
        <AnnouncementMailSection />
        <DataSection />
        <DeleteAccountSection />
      </div>
    </PageFrame>
  );
}
