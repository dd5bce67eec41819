import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/schemas/announcement';
import { errorMessage } from '../../api/errors';
import { useAnnouncementReaders } from '../../announcements/announcements-api';
import { Alert } from '../../components/Alert';
import { ChevronDownIcon } from '../../components/Icons';
import { formatCount, formatMoment } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';

/**
 * A manager's 'Read by 5 of 8': a button (keyboard and touch) that shows below it who has read
 * the announcement and when, first reader first, read from the server each time it is opened.
 */
export function ReadersDisclosure({ item }: { item: Announcement }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const readers = useAnnouncementReaders(item, open);
  const language = currentLanguage();
  const count = t('broadcast.readBy', { read: formatCount(item.readCount ?? 0, language), members: formatCount(item.memberCount ?? 0, language) });
  let panel = null;
  if (open) {
    if (readers.isPending) {
      panel = (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('broadcast.readersLoading')}
        </p>
      );
    } else if (readers.error) {
      panel = <Alert>{t('broadcast.readersNotLoaded', { error: errorMessage(readers.error) })}</Alert>;
    } else if (readers.data.readers.length === 0) {
      panel = <p className="text-sm text-slate-600 dark:text-slate-400">{t('broadcast.noReaders')}</p>;
    } else {
      panel = (
        <ul aria-label={t('broadcast.readersLabel')} className="space-y-0.5 text-sm">
          {readers.data.readers.map((reader) => (
            <li key={reader.id} className="flex flex-wrap gap-x-2">
              <span className="font-medium break-words">{`${reader.firstName} ${reader.lastName}`}</span>
              <span className="text-slate-600 dark:text-slate-400">{formatMoment(new Date(reader.readAt), language)}</span>
            </li>
          ))}
        </ul>
      );
    }
  }
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-readers`}
        onClick={() => setOpen(!open)}
        className="-mx-1 inline-flex min-h-8 items-center gap-1 rounded-md px-1 text-sm text-slate-700 underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-brand-600 touch:min-h-11 dark:text-slate-300"
      >
        {count}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={`${id}-readers`} hidden={!open} className="mt-1 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
        {panel}
      </div>
    </div>
  );
}
