import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CopyIcon, DownloadIcon } from '../../components/Icons';
import { downloadBlob } from '../../export/download';

const FILE_NAME = 'teamtree-recovery-codes.txt';

function codesText(codes: string[]): string {
  return ['TeamTree recovery codes', 'Each code works once in place of a code from your authenticator app.', '', ...codes, ''].join('\n');
}

/** The 10 recovery codes, shown once right after two-step sign-in was turned on: Copy, Download, Done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState<boolean | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="space-y-3">
      <Alert tone="success">Two-step sign-in is on.</Alert>
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. Keep them somewhere safe: they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-1 rounded-lg bg-slate-100 p-3 font-mono text-sm sm:grid-cols-2 dark:bg-slate-800">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {copied === false && <Alert>The codes could not be copied here. Download them instead.</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyIcon className="size-4" /> {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={() => downloadBlob(new Blob([codesText(codes)], { type: 'text/plain' }), FILE_NAME)}>
          <DownloadIcon className="size-4" /> Download
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
