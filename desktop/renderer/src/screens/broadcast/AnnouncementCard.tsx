import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/schemas/announcement';
import { formatMoment } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { ChangeButtons } from './ChangeButtons';
import { LinkedText } from './LinkedText';
import { ReadersDisclosure } from './ReadersDisclosure';

interface Props {
  item: Announcement;
  /** The caller may change and delete it (its author, the owner, moderators). */
  changeable: boolean;
  /** Opened from the address (the live notice's 'Open'): shown open, and scrolled to. */
  openAtStart: boolean;
  onOpen(item: Announcement): void;
  onEdit(item: Announcement): void;
  onDelete(item: Announcement): Promise<unknown>;
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * One announcement: its title opens it (and marks it read), with a line of the message before
 * that; unread ones carry 'Unread' and a coloured edge, pinned ones 'Pinned'. Managers see
 * 'Read by 5 of 8', a button that shows who (ReadersDisclosure). Open, its message in full with its links, and 'Edit' / 'Delete' for those
 * who may (a delete asks once more).
 */
export function AnnouncementCard({ item, changeable, openAtStart, onOpen, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(openAtStart);
  const box = useRef<HTMLElement>(null);
  // Once per opening from the address, not again when the item or the handler changes.
  const openedRef = useRef(onOpen);
  openedRef.current = onOpen;
  const itemRef = useRef(item);
  itemRef.current = item;

  // Opened from the address: it counts as read, and comes into view.
  useEffect(() => {
    if (!openAtStart) return;
    setOpen(true);
    box.current?.scrollIntoView({ block: 'nearest' });
    openedRef.current(itemRef.current);
  }, [openAtStart]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) onOpen(item);
  };
  // useTranslation renders again on a change of language, so the dates follow it.
  const language = currentLanguage();
  const author = item.author ? `${item.author.firstName} ${item.author.lastName}` : t('broadcast.formerMember');
  const edited = item.updatedAt !== item.createdAt;
  const counted = item.readCount !== null && item.memberCount !== null;
  return (
    <li>
      <article
        ref={box}
        aria-labelledby={`${id}-title`}
        className={`rounded-xl border bg-white p-4 shadow-sm dark:bg-slate-900 ${
          item.read ? 'border-slate-200 dark:border-slate-800' : 'border-brand-700/40 border-l-4 border-l-brand-700 dark:border-emerald-400/40 dark:border-l-emerald-400'
        }`}
      >
        <div className="flex flex-wrap items-center gap-2">
          {item.pinned && <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100`}>{t('broadcast.pinned')}</span>}
          {!item.read && <span className={`${badge} bg-brand-700 text-white dark:bg-emerald-400 dark:text-slate-950`}>{t('broadcast.unread')}</span>}
        </div>
        <h2 id={`${id}-title`} className="mt-1 text-lg leading-snug">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={toggle}
            className={`-mx-1 min-h-10 w-full rounded-md px-1 text-left break-words hover:underline focus-visible:underline touch:min-h-11 ${item.read ? 'font-medium' : 'font-bold'}`}
          >
            {item.title}
          </button>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('broadcast.byline', { name: author, when: formatMoment(new Date(item.createdAt), language) })}
          {edited && ` · ${t('broadcast.edited')}`}
        </p>
        {counted && <ReadersDisclosure item={item} />}
        <div id={`${id}-body`} className="mt-2">
          {open ? (
            <>
              <LinkedText text={item.body} className="text-slate-800 dark:text-slate-100" />
              {changeable && <ChangeButtons onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />}
            </>
          ) : (
            <p className="line-clamp-2 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{item.body}</p>
          )}
        </div>
      </article>
    </li>
  );
}
