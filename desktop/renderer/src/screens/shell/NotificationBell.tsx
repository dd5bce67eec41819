import { useQueries } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { useEffect, useState } from 'react';
import { isTreeAdmin } from '@shared/domain/policies';
import { fetchJoinRequests, keys } from '../../api/teamtree';
import { BellIcon } from '../../components/Icons';
import { useIdleValue } from '../../lib/use-idle-value';
import { whenIdle } from '../../lib/when-idle';
import { preloadPage } from '../../routes/pages';
import { afterFirstTreeDraw } from '../teamtree/tree-drawn-mark';
import { useModals } from '../../stores/modal-store';
import { useView } from '../../stores/view-store';
import { useActiveTreeStatus } from '../../trees/active-tree';
import { ChangedList } from './bell/ChangedList';
import { DueList } from './bell/DueList';
import { useBellItems } from './bell/use-bell-items';
import { useMorningNotice } from './bell/use-morning-notice';
import { AnnouncementsEntry } from './bell/AnnouncementsEntry';
import { MentionsList } from './bell/MentionsList';
import { useUnreadMentions } from '../../follow-ups/mentions-api';
import { useUnreadAnnouncements } from '../../announcements/announcements-api';
import { flyoutPlacement } from '../../components/flyout';
import { useTranslation } from 'react-i18next';

/**
 * The bell: pending join requests of the trees the user manages; in the active tree, what needs
 * an action (reminders due today or before, today's birthdays), the rest of the next 7 days as
 * counts with the way to the Today page, what changed since the bell was last opened, and the
 * unread @mentions of the user in all their trees. Its number counts the join requests, what
 * needs an action, unread announcements and mentions, never bill dates; changes alone show a dot. Each morning the day's items also come as OS notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { trees, status } = useActiveTreeStatus();
  const openShare = useModals((s) => s.openShare);
  const setActiveTreeId = useView((s) => s.setActiveTreeId);
  const managed = trees.filter((t) => isTreeAdmin(t.members[0]?.permission ?? null));
  const requests = useQueries({
    queries: managed.map((tree) => ({ queryKey: keys.joinRequests(tree.id), queryFn: () => fetchJoinRequests(tree.id), staleTime: 15_000 })),
  });
  const pending = managed.flatMap((tree, i) => (requests[i]?.data?.requests ?? []).map((request) => ({ tree, request })));
  // The bell's entries are worked out once the page has drawn what it shows (an open, a live
  // change); while the bell is open it shows the tree as it is.
  const [open, setOpen] = useState(false);
  const idle = useIdleValue(status, null);
  const shown = open ? status : idle;
  const { due, changed, changedCount, opened, looked } = useBellItems(shown);
  useMorningNotice(shown);
  // The bell and the navigation lead to Today: its code is fetched once the page has drawn the
  // tree's data (the idle value has come; on the tree page, its first tree drawn: the bell may
  // have kept data before the page has drawn), so going there renders at once instead of waiting
  // for it, and the fetch never competes with the first draw (docs/performance.md, Today).
  const drawn = idle !== null;
  useEffect(() => (drawn ? whenIdle(() => afterFirstTreeDraw(() => preloadPage('/today')), 5_000) : undefined), [drawn]);
  const unreadAnnouncements = useUnreadAnnouncements();
  const mentions = useUnreadMentions().data;
  const count = pending.length + due.action.length + unreadAnnouncements + (mentions?.unread ?? 0);

  return (
    <Popover.Root
      onOpenChange={(next) => {
        setOpen(next);
        if (next) opened(status);
        else looked();
      }}
    >
      <Popover.Trigger
        className="relative flex size-9 shrink-0 items-center justify-center rounded-lg touch:size-11 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <BellIcon />
        <span className="sr-only">{t('shell.notifications')}</span>
        {count > 0 && (
          <span className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
        {count === 0 && changedCount > 0 && (
          <span className="absolute top-1 right-1 size-2 rounded-full bg-sky-600 dark:bg-sky-400">
            <span className="sr-only">{t('shell.changesSince')}</span>
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content aria-label={t('shell.notifications')} align="end" {...flyoutPlacement} className="z-50 max-h-[70vh] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <h2 className="mb-2 text-sm font-semibold">{t('shell.notifications')}</h2>
          {count === 0 && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('shell.nothingNeedsAction')}</p>}
          {unreadAnnouncements > 0 && <AnnouncementsEntry count={unreadAnnouncements} />}
          {mentions && <MentionsList answer={mentions} />}
          {pending.length > 0 && (
            <ul className="mb-2 space-y-1" aria-label={t('shell.joinRequests')}>
              {pending.map(({ tree, request }) => (
                <li key={request.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setActiveTreeId(tree.id);
                      openShare();
                    }}
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 touch:min-h-11 dark:hover:bg-slate-800"
                  >
                    <span className="font-medium">
                      {request.user.firstName} {request.user.lastName}
                    </span>{' '}
                    {t('shell.wantsToJoin', { tree: tree.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {status && <DueList treeId={status.teamtree.id} due={due} />}
          {status && <ChangedList treeId={status.teamtree.id} profiles={changed} total={changedCount} />}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
