import type { DesktopApi, DesktopServerInfo } from '@shared/desktop-api';
import { AuthLayout } from '../../components/AuthLayout';
import { ServerForm } from './ServerForm';

/** The desktop app's first start: which TeamTree server to use (the build's suggestion filled in). */
export function ServerSetupPage({ desktop, server }: { desktop: DesktopApi; server: DesktopServerInfo }) {
  return (
    <AuthLayout title="Connect to TeamTree" subtitle="Choose the server your team uses. You can change it later under 'Server…' in the profile menu.">
      <ServerForm desktop={desktop} initial={server.suggested} submitLabel="Connect" access={null} onConnected={() => window.location.assign('/auth/signin')} />
    </AuthLayout>
  );
}
