import { Modal } from '../../components/Dialog';
import { session } from '../../api/instance';
import { desktopHost, desktopServer } from '../../platform';
import { ServerForm } from './ServerForm';

/** 'Server…' in the profile menu: another server signs the user out of this one. */
export function ServerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const desktop = desktopHost();
  const server = desktopServer();
  if (!desktop || !server) return null;
  return (
    <Modal open={open} onRequestClose={onClose} title="Server" description={`Connected to ${server.url ?? 'no server'}. Changing the server signs you out.`} width="max-w-lg">
      <ServerForm
        desktop={desktop}
        initial={server.url ?? server.suggested}
        submitLabel="Change server"
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
