import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { announcementHref } from '../../announcements/announcement-href';
import { useNewestUnreadAnnouncement } from '../../announcements/use-newest-unread';
import { buttonClass } from '../../components/Button';

/**
 * On top of Today: the newest announcement the user has not read, in any of their trees, with
 * its tree's name, title and the start of its message, and 'Open' (its tree's Broadcast page,
 * opened on it, which marks it read). Nothing while none is unread. Live with the bell's count.
 */
export function UnreadAnnouncement({ treeName }: { treeName(teamtreeId: string): string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const item = useNewestUnreadAnnouncement();
  if (!item) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-where`}
      data-announcement={item.id}
      className="rounded-xl border border-brand-700/40 border-l-4 border-l-brand-700 bg-white p-3 shadow-sm sm:p-5 dark:border-emerald-400/40 dark:border-l-emerald-400 dark:bg-slate-900"
    >
      <p id={`${id}-where`} className="px-1 text-sm font-medium break-words text-brand-700 dark:text-emerald-300">
        {t('broadcast.todayWhere', { tree: treeName(item.teamtreeId) ?? 'TeamTree' })}
      </p>
      <h2 id={`${id}-title`} className="mt-1 px-1 text-lg leading-snug font-semibold break-words">
        {item.title}
      </h2>
      <div className="mt-1 flex flex-wrap items-end gap-3 px-1">
        <p className="line-clamp-2 min-w-0 flex-1 basis-60 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{item.body}</p>
        <Link to={announcementHref(item)} className={buttonClass('primary', 'md', 'shrink-0')}>
          {t('broadcast.open')}
        </Link>
      </div>
    </section>
  );
}
