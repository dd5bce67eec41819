import { useState, type FormEvent } from 'react';
import type { DesktopApi } from '@shared/desktop-api';
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

/**
 * The server address form of the desktop app: the main process checks the address (https,
 * `GET /api/health`) and keeps it; its message is shown beside the field.
 */
export function ServerForm({ desktop, initial, submitLabel, access, onConnected, onCancel }: ServerFormProps) {
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
      else setError(answer.error);
    } catch {
      setError('The app could not check this address. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Server address"
        name="server"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://teamtree.example.com"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={error ?? undefined}
        hint="Your team's TeamTree service. Ask your team leader if you are unsure."
        autoFocus
      />
      {busy && (
        <Alert tone="info" className="text-sm">
          Checking the server…
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy || !address.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
