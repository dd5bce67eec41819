import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { TwoFactorSetupAnswer } from '@shared/schemas/two-factor';
import { disableTwoFactor, setUpTwoFactor } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField, TextField } from '../../components/Field';
import { Card } from '../../components/PageFrame';
import { useAuth } from '../../session/auth-store';
import { GoogleIdentityCheck } from './GoogleIdentityCheck';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoStepSetup } from './TwoStepSetup';

/** Turning it off: the password (a Google-only account: a fresh Google sign-in) and a code or a recovery code. */
function TurnOff({ onDone }: { onDone(): void }) {
  const googleOnly = useAuth((s) => s.me?.hasPassword === false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({ mutationFn: () => disableTwoFactor({ password: password || undefined, code: code.trim() }), onSuccess: onDone });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) disable.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Turn off two-step sign-in">
      {googleOnly ? (
        <GoogleIdentityCheck step="turn off two-step sign-in" />
      ) : (
        <PasswordField label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      )}
      <TextField
        label="Code from your app, or a recovery code"
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {disable.error && <Alert>{errorMessage(disable.error)}</Alert>}
      <Button type="submit" variant="danger" disabled={!code.trim() || disable.isPending}>
        Turn off two-step sign-in
      </Button>
    </form>
  );
}

/** 'Two-step sign-in': set up (QR code, key, a code to confirm), the recovery codes once, turning it off. */
export function TwoStepSection() {
  const on = useAuth((s) => s.me?.twoFactor ?? false);
  const loadMe = useAuth((s) => s.loadMe);
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const start = useMutation({ mutationFn: setUpTwoFactor, onSuccess: setSetup });

  function enabled(recoveryCodes: string[]) {
    setSetup(null);
    setCodes(recoveryCodes);
    void loadMe();
  }

  function renderBody() {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (setup) return <TwoStepSetup setup={setup} onEnabled={enabled} onCancel={() => setSetup(null)} />;
    if (on) {
      return (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">Two-step sign-in is on: signing in asks for a code from your authenticator app.</p>
          <TurnOff
            onDone={() => {
              setTurnedOff(true);
              void loadMe();
            }}
          />
        </>
      );
    }
    return (
      <>
        {turnedOff && <Alert tone="success">Two-step sign-in is off.</Alert>}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Two-step sign-in is off. With it on, signing in asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone
          does not open your account.
        </p>
        {start.error && <Alert>{errorMessage(start.error)}</Alert>}
        <Button disabled={start.isPending} onClick={() => start.mutate()}>
          Set up two-step sign-in
        </Button>
      </>
    );
  }

  return (
    <Card>
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">Two-step sign-in</h2>
        {renderBody()}
      </div>
    </Card>
  );
}
