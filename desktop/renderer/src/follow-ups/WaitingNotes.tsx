import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityKind } from '@shared/schemas/activity';
import { waitingMark } from '../outbox/outbox-labels';
import { useWaiting } from '../outbox/use-waiting';

/**
 * The notes, calls and messages logged on this partner that wait in the outbox (no connection
 * when they were saved), newest first above the timeline, each marked 'Waiting to be sent' until
 * the server has them (then the timeline shows them as any other entry).
 */
export function WaitingNotes({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const kept = useWaiting('note', profileId);
  const waiting = useMemo(() => [...kept].reverse(), [kept]);
  if (waiting.length === 0) return null;
  return (
    <ol aria-label={waitingMark()} className="divide-y divide-amber-100 rounded-lg bg-amber-50 px-3 dark:divide-amber-900/40 dark:bg-amber-900/30">
      {waiting.map((entry) => {
        const body = entry.request.body ?? {};
        return (
          <li key={entry.key} className="py-2 text-sm" data-waiting-note>
            <p className="font-medium text-amber-900 dark:text-amber-100">
              {t(`followUps.kind.${body.kind as ActivityKind}`)} · {waitingMark()}
            </p>
            <p className="break-words whitespace-pre-wrap">{String(body.text ?? '')}</p>
          </li>
        );
      })}
    </ol>
  );
}
