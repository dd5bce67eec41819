import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Dialog';
import { startOutbox } from './outbox-runtime';
import { useOutbox } from './outbox-store';
import { waitingText } from './outbox-labels';

/**
 * The list and its conflict view load when opened, not with the app's first script. The service
 * worker (web) and `app://` (desktop) hold that code offline; a page without either that lost the
 * server before the list ever loaded says so instead of failing.
 */
const lazyList = () =>
  lazy(async () => {
    try {
      return { default: (await import('./OutboxList')).OutboxList };
    } catch {
      return { default: ListUnavailable };
    }
  });

function ListUnavailable({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open onRequestClose={onClose} title={t('outbox.title')} width="max-w-md">
      <p className="text-sm">{t('errors.offlineTryAgain')}</p>
    </Modal>
  );
}

/**
 * 'N changes waiting' in the top bar (wide and compact): the outbox's entries, opening their
 * list. Hidden while the outbox is empty. Mounting it starts the outbox (it follows the
 * signed-in account and sends a kept queue at once).
 */
export function OutboxButton() {
  useTranslation();
  const count = useOutbox((s) => s.entries.length);
  const [open, setOpen] = useState(false);
  // Asked anew at each opening: a load that failed offline is tried again (a loaded one is at hand).
  const OutboxList = useMemo(() => (open ? lazyList() : null), [open]);
  useEffect(startOutbox, []);
  if (count === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="shrink-0 rounded-lg bg-amber-100 px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-amber-900 hover:bg-amber-200 touch:min-h-11 dark:bg-amber-900/40 dark:text-amber-100 dark:hover:bg-amber-900/60"
      >
        {waitingText(count)}
      </button>
      {OutboxList && (
        <Suspense fallback={null}>
          <OutboxList onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
