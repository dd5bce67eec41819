import type { DesktopApi, DesktopServerInfo } from '@shared/desktop-api';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/AuthLayout';
import { ServerForm } from './ServerForm';

/** The desktop app's first start: which TeamTree server to use (the build's suggestion filled in). */
export function ServerSetupPage({ desktop, server }: { desktop: DesktopApi; server: DesktopServerInfo }) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('connection.setupTitle')} subtitle={t('connection.setupText')}>
      <ServerForm desktop={desktop} initial={server.suggested} submitLabel={t('connection.connect')} access={null} onConnected={() => window.location.assign('/auth/signin')} />
    </AuthLayout>
  );
}
