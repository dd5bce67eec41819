import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { TwoFactorSetupAnswer } from '@shared/schemas/two-factor';
import { disableTwoFactor, setUpTwoFactor } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Card } from '../../components/PageFrame';
import { useAuth } from '../../session/auth-store';
import { IdentityProofField, useGoogleOnly } from './IdentityProofField';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoStepSetup } from './TwoStepSetup';

/** Turning it off: the password (a Google-only account: a fresh Google sign-in) and a code or a recovery code. */
function TurnOff({ onDone }: { onDone(): void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({ mutationFn: () => disableTwoFactor({ password: password || undefined, code: code.trim() }), onSuccess: onDone });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) disable.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Turn off two-step sign-in">
      <IdentityProofField step="turn off two-step sign-in" value={password} onChange={setPassword} />
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

/**
 * Starting the setup: the password first (a Google-only account: a fresh Google sign-in), so a
 * session left open cannot put a second step on the account; it is sent again to turn it on.
 */
function StartSetup({ onStarted }: { onStarted(setup: TwoFactorSetupAnswer, password: string | undefined): void }) {
  const googleOnly = useGoogleOnly();
  const [password, setPassword] = useState('');
  const proof = password || undefined;
  const start = useMutation({ mutationFn: () => setUpTwoFactor({ password: proof }), onSuccess: (setup) => onStarted(setup, proof) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (googleOnly || password) start.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Start two-step sign-in">
      <IdentityProofField step="change two-step sign-in" value={password} onChange={setPassword} />
      {start.error && <Alert>{errorMessage(start.error)}</Alert>}
      <Button type="submit" disabled={(!googleOnly && !password) || start.isPending}>
        Set up two-step sign-in
      </Button>
    </form>
  );
}

/** How many recovery codes are left (read again on opening: one may have been used on another device), and what to do when they run low. */
function RecoveryCodesLeft() {
  const left = useAuth((s) => s.me?.recoveryCodesLeft ?? null);
  const loadMe = useAuth((s) => s.loadMe);
  useEffect(() => {
    void loadMe();
  }, [loadMe]);
  if (left === null) return null;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Recovery codes left: {left}
      {left <= 2 && '. To get new ones, turn two-step sign-in off and on again.'}
    </p>
  );
}

/** 'Two-step sign-in': set up (QR code, key, a code to confirm), the recovery codes once, turning it off. */
export function TwoStepSection() {
  const on = useAuth((s) => s.me?.twoFactor ?? false);
  const loadMe = useAuth((s) => s.loadMe);
  const [setup, setSetup] = useState<{ answer: TwoFactorSetupAnswer; password: string | undefined } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);

  function enabled(recoveryCodes: string[]) {
    setSetup(null);
    setCodes(recoveryCodes);
    void loadMe();
  }

  function renderBody() {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (setup) return <TwoStepSetup setup={setup.answer} password={setup.password} onEnabled={enabled} onCancel={() => setSetup(null)} />;
    if (on) {
      return (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">Two-step sign-in is on: signing in asks for a code from your authenticator app.</p>
          <RecoveryCodesLeft />
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
        <StartSetup onStarted={(answer, password) => setSetup({ answer, password })} />
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
