import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { todayIn } from '@shared/domain/calendar-date';
import { dueItems } from '@shared/domain/due-dates';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { partnerHref } from '../../../lib/partner-link';
import { morningNoticeDue, morningNotices } from './morning-notice';

const CHECK_EVERY_MS = 15 * 60_000;
const shownKey = (treeId: string) => `teamtree.morningNotice.${treeId}`;

/**
 * Each morning (from 08:00 on the user's clock, once a day) an OS notification for every partner
 * with a bill date, birthday or reminder that day in the active tree; clicking one opens the
 * partner. Shown only where notifications are allowed already: the desktop app allows them, a
 * browser only after the user did (the app never asks on its own).
 */
export function useMorningNotice(status: StatusTreeAnswer | null): void {
  const navigate = useNavigate();
  // The check reads the tree as it is when it runs; a live change does not start it again.
  const latest = useRef(status);
  latest.current = status;
  const treeId = status?.teamtree.id ?? null;
  useEffect(() => {
    if (!treeId || typeof Notification === 'undefined') return;
    const check = () => {
      const tree = latest.current?.teamtree;
      if (!tree || tree.id !== treeId || Notification.permission !== 'granted') return;
      const now = new Date();
      if (!morningNoticeDue(now, localStorage.getItem(shownKey(tree.id)))) return;
      const today = todayIn(undefined, now);
      localStorage.setItem(shownKey(tree.id), today);
      for (const notice of morningNotices(tree.name, today, dueItems(tree.profiles, today, 0))) {
        const shown = new Notification(notice.title, { body: notice.body, tag: notice.tag });
        shown.onclick = () => {
          window.focus();
          void navigate(notice.profileId ? partnerHref(tree.id, notice.profileId) : '/dashboard');
          shown.close();
        };
      }
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [treeId, navigate]);
}
