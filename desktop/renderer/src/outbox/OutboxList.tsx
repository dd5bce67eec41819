import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeFields, mergeValuesOf } from '@shared/domain/field-merge';
import { queryClient } from '../api/query-client';
import { Button } from '../components/Button';
import { ConfirmDialog, Modal } from '../components/Dialog';
import { useLastChangedBy } from '../history/use-last-changed-by';
import { ConflictDialog } from './ConflictDialog';
import type { OutboxEntry } from './outbox-entry';
import { entryText, kindText, stateText, waitingText } from './outbox-labels';
import { heldProfile } from './outbox-cache';
import { mineOf } from './outbox-merge';
import { bySeq } from './outbox-queue';
import { discardEntry, resolveEntry } from './outbox-runtime';
import { useOutbox } from './outbox-store';
import { outboxErrorText } from './outbox-error-text';

/**
 * The outbox's list: each kept change with its partner, kind and state, the server's reason for
 * refused ones; Discard (confirmed; the change leaves the shown tree), Copy for refused ones (the
 * change's data as text), Resolve for conflicts (the conflict view, ConflictDialog.tsx).
 */
export function OutboxList({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const entries = useOutbox((s) => s.entries);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [resolving, setResolving] = useState<OutboxEntry | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const sorted = [...entries].sort(bySeq);

  async function copy(entry: OutboxEntry) {
    await navigator.clipboard.writeText(entryText(entry));
    setCopied(entry.key);
  }

  return (
    <>
      <Modal open={!resolving} onRequestClose={onClose} title={entries.length ? waitingText(entries.length) : t('outbox.none')} description={t('outbox.description')} width="max-w-xl">
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('outbox.list')}>
          {sorted.map((entry) => (
            <li key={entry.key} className="flex flex-wrap items-start gap-3 py-3" aria-label={`${kindText(entry)}: ${entry.label}`}>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{entry.label || t('outbox.partner')}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {kindText(entry)} · {stateText(entry)}
                </p>
                {entry.error && <p className="mt-1 text-sm break-words text-red-700 dark:text-red-300">{outboxErrorText(entry.error)}</p>}
                {copied === entry.key && (
                  <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {t('outbox.copied')}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {entry.state === 'conflict' && entry.theirs && (
                  <Button size="sm" onClick={() => setResolving(entry)}>
                    {t('outbox.resolve')}
                  </Button>
                )}
                {entry.state === 'refused' && (
                  <Button size="sm" variant="secondary" onClick={() => void copy(entry)}>
                    {t('outbox.copy')}
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={() => setDiscarding(entry)}>
                  {t('outbox.discard')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Modal>
      <ConfirmDialog
        open={!!discarding}
        title={t('outbox.discardTitle')}
        message={discarding ? t('outbox.discardText', { name: discarding.label }) : ''}
        confirmLabel={t('outbox.discard')}
        cancelLabel={t('outbox.keep')}
        destructive
        onConfirm={() => {
          if (discarding) void discardEntry(discarding.key);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
      {resolving?.base && resolving.theirs && <ResolveView entry={resolving} onResolved={onClose} onCancel={() => setResolving(null)} />}
    </>
  );
}

/** The conflict view for an entry; a choice is sent and closes the list, Cancel goes back to it. */
function ResolveView({ entry, onResolved, onCancel }: { entry: OutboxEntry; onResolved(): void; onCancel(): void }) {
  const base = mergeValuesOf(entry.base!.profile);
  const theirs = mergeValuesOf(entry.theirs!.profile);
  const mine = mineOf(base, entry.request.body ?? {});
  const changedBy = useLastChangedBy(entry.teamtreeId, entry.profileId);
  return (
    <ConflictDialog
      profileName={entry.label}
      changedBy={changedBy}
      input={{ base, mine, theirs, conflicts: mergeFields(base, mine, theirs).conflicts }}
      onResolve={(chosen) => {
        void resolveEntry(entry.key, chosen);
        onResolved();
      }}
      onCancel={onCancel}
      parentName={(id) => heldProfile(queryClient, entry.teamtreeId, id)?.name ?? id}
    />
  );
}
