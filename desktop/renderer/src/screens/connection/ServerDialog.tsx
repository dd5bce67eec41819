import { Modal } from '../../components/Dialog';
import { useTranslation } from 'react-i18next';
import { session } from '../../api/instance';
import { desktopHost, desktopServer } from '../../platform';
import { ServerForm } from './ServerForm';

/** 'Server…' in the profile menu: another server signs the user out of this one. */
export function ServerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const desktop = desktopHost();
  const server = desktopServer();
  if (!desktop || !server) return null;
  return (
    <Modal open={open} onRequestClose={onClose} title={t('connection.title')} description={t('connection.connectedTo', { url: server.url ?? t('connection.noServer') })} width="max-w-lg">
      <ServerForm
        desktop={desktop}
        initial={server.url ?? server.suggested}
        submitLabel={t('connection.change')}
        access={session.token}
        onCancel={onClose}
        onConnected={(url) => {
          if (url === server.url) return onClose();
          session.clear();
          window.location.assign('/auth/signin');
        }}
      />
    </Modal>
  );
}
