import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BroadcastIcon } from '../../../components/Icons';

/** The bell's line for unread announcements (all the user's trees): it leads to Broadcast. */
export function AnnouncementsEntry({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Popover.Close asChild>
      <Link to="/broadcast" className="mb-2 flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-slate-100 focus-visible:underline dark:hover:bg-slate-800">
        <BroadcastIcon className="size-4 shrink-0" />
        {t('broadcast.bellUnread', { count })}
      </Link>
    </Popover.Close>
  );
}
