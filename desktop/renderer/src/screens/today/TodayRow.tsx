import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DueItem } from '@shared/domain/due-dates';
import { PhoneActions } from '../../components/PhoneActions';
import { partnerHref } from '../../lib/partner-link';

interface Props {
  treeId: string;
  item: DueItem;
  /** The partner's phone ('' for none). */
  phone: string;
  /** The line under the name: what is due. */
  detail: ReactNode;
  /** At the right: when, or the bill status. */
  aside?: ReactNode;
  /** At the left, 44 px wide: the done button or the kind's mark. */
  leading?: ReactNode;
  /** Shown as done while its change is on its way. */
  done?: boolean;
}

/**
 * One entry of the Today page: the partner (a link to them on the tree page) with what is due,
 * and their phone to call or message. On a phone the phone's actions take a line of their own.
 */
export function TodayRow({ treeId, item, phone, detail, aside, leading, done = false }: Props) {
  return (
    <li className={`flex flex-wrap items-center gap-x-3 py-1 ${done ? 'opacity-60' : ''}`} data-kind={item.kind}>
      <div className="flex min-w-0 flex-1 basis-60 items-center gap-1">
        {leading}
        <Link
          to={partnerHref(treeId, item.profileId)}
          className="flex min-h-11 min-w-0 flex-1 flex-col justify-center rounded-md px-2 py-1 hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <span className={`line-clamp-2 font-medium break-words ${done ? 'line-through' : ''}`}>{item.profileName}</span>
          <span className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">{detail}</span>
        </Link>
        {aside && <span className="shrink-0 text-right text-sm">{aside}</span>}
      </div>
      <PhoneActions phone={phone} name={item.profileName} className={leading ? 'pl-12 sm:pl-0' : 'pl-1 sm:pl-0'} />
    </li>
  );
}

/** The 44 px box at a row's left for a kind's mark. */
export function RowMark({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span aria-hidden="true" className={`flex size-11 shrink-0 items-center justify-center ${className}`}>
      {children}
    </span>
  );
}
