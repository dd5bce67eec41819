import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesktopApi } from '@shared/desktop-api';
import { SERVER_ADDRESS_MESSAGES } from '@shared/domain/server-address';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';

interface ServerFormProps {
  desktop: DesktopApi;
  initial: string;
  submitLabel: string;
  /** The access token of the session on the old server, which the change signs out. */
  access: string | null;
  /** Called with the kept address once the server answered and was saved. */
  onConnected(url: string): void;
  onCancel?(): void;
}

/** The key of a refusal the main process sends in English (SERVER_ADDRESS_MESSAGES), if it is one. */
function addressErrorKey(text: string): keyof typeof SERVER_ADDRESS_MESSAGES | undefined {
  return (Object.keys(SERVER_ADDRESS_MESSAGES) as (keyof typeof SERVER_ADDRESS_MESSAGES)[]).find((key) => SERVER_ADDRESS_MESSAGES[key] === text);
}

/**
 * The server address form of the desktop app: the main process checks the address (https,
 * `GET /api/health`) and keeps it; its message is shown beside the field.
 */
export function ServerForm({ desktop, initial, submitLabel, access, onConnected, onCancel }: ServerFormProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await desktop.server.use(address, access);
      if (answer.ok) onConnected(answer.url);
      else {
        const key = addressErrorKey(answer.error);
        setError(key ? t(`connection.addressErrors.${key}`) : answer.error);
      }
    } catch {
      setError(t('connection.checkFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label={t('connection.address')}
        name="server"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder={t('connection.addressPlaceholder')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={error ?? undefined}
        hint={t('connection.addressHint')}
        autoFocus
      />
      {busy && (
        <Alert tone="info" className="text-sm">
          {t('connection.checking')}
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('connection.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy || !address.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
