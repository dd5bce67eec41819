import { useCallback, useState } from 'react';
import type { DueItem } from '@shared/domain/due-dates';
import { withReminderDone } from '@shared/domain/today';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { errorMessage, isStatus } from '../../api/errors';
import { useSaveProfile } from '../../api/profile-mutations';

type Profile = StatusTreeAnswer['teamtree']['profiles'][number];

/** A due reminder's key: the same entry across versions of the tree. */
export const reminderKey = (item: DueItem) => `${item.profileId}|${item.reminderIndex ?? ''}|${item.date}|${item.time ?? ''}|${item.text ?? ''}`;

/**
 * Marking a reminder done from a list: the profile's reminders go out with that one done, as the
 * version of the profile the list shows (a profile changed meanwhile answers 409, and the tree is
 * read again). The answer is applied to the held tree like every profile change, so the entry
 * leaves every list that reads the tree (Today, the bell) and the other members' pages by the
 * tree's event. Until the answer comes the entry shows as done (`pending`), and the partner's
 * other reminders wait: their next change needs the version this one makes.
 */
export function useReminderDone(teamtreeId: string) {
  const { mutateAsync } = useSaveProfile(teamtreeId);
  const [pending, setPending] = useState<ReadonlyMap<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);

  const markDone = useCallback(
    (item: DueItem, profile: Profile) => {
      const key = reminderKey(item);
      const reminders = withReminderDone(profile.reminders, item);
      if (!reminders) {
        setFailure(`${profile.name}'s reminder changed meanwhile.`);
        return;
      }
      setFailure(null);
      setPending((now) => new Map(now).set(key, profile.id));
      mutateAsync({ kind: 'update', input: { id: profile.id, version: profile.version, reminders }, base: profile })
        .catch((error: unknown) => {
          setFailure(isStatus(error, 409) ? `${profile.name}'s reminders changed meanwhile: see them as they are now and try again.` : errorMessage(error));
        })
        .finally(() =>
          setPending((now) => {
            const next = new Map(now);
            next.delete(key);
            return next;
          }),
        );
    },
    [mutateAsync],
  );

  const isPending = useCallback((item: DueItem) => pending.has(reminderKey(item)), [pending]);
  /** Another of the partner's reminders is on its way: this one waits for the new version. */
  const isWaiting = useCallback((item: DueItem) => !pending.has(reminderKey(item)) && [...pending.values()].includes(item.profileId), [pending]);

  return { markDone, isPending, isWaiting, failure, dismiss: () => setFailure(null) };
}
