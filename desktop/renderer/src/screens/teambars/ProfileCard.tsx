import { billStatus } from '@shared/domain/bill-status';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { partnerHref } from '../../lib/partner-link';
import { PhoneActions } from '../../components/PhoneActions';
import type { ViewMode } from '../../stores/view-store';
import type { CardFigures } from './use-card-figures';

interface CardProfile {
  id: string;
  name: string;
  phone: string;
  billDate: string | null;
}

const STATUS_EDGE = {
  safe: 'border-l-emerald-500 dark:border-l-emerald-400',
  warning: 'border-l-amber-500 dark:border-l-amber-400',
  danger: 'border-l-red-500 dark:border-l-red-400',
  none: 'border-l-slate-400 dark:border-l-slate-500',
} as const;

interface Props {
  profile: CardProfile;
  viewMode: ViewMode;
  today: string;
  teamtreeId: string | null;
  /** The month's figures: the partner's 'PV 650 · Gold' under the bill date. */
  figures?: CardFigures;
  /** The card's place in its bar (0-based) and the bar's size: the page may hold only a window of the bar. */
  index: number;
  setSize: number;
  measure(element: Element | null): void;
}

/** A card of the bars: name, bill date (with its status colour in Bill Date mode), the month's figures and phone. */
export function ProfileCard({ profile, viewMode, today, teamtreeId, figures, index, setSize, measure }: Props) {
  const { t } = useTranslation();
  const figureLine = figures?.lineOf(profile.id);
  const status = billStatus(profile.billDate, today);
  const billMode = viewMode === 'billdate';
  return (
    <li
      ref={measure}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-profile={profile.id}
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${billMode ? `border-l-4 ${STATUS_EDGE[status]}` : ''}`}
    >
      <p className="truncate font-medium text-slate-900 dark:text-slate-100" title={profile.name}>
        {teamtreeId ? (
          // The whole line is the link: a finger finds it (44 px high on touch screens).
          <Link to={partnerHref(teamtreeId, profile.id)} className="block truncate hover:underline focus-visible:underline touch:-my-1 touch:py-2.5">
            {profile.name}
          </Link>
        ) : (
          profile.name
        )}
      </p>
      <dl className="mt-1 space-y-0.5 text-sm text-slate-600 dark:text-slate-300">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <dt className="sr-only">{t('teambars.billDate')}</dt>
          <dd>{profile.billDate ? <time dateTime={profile.billDate}>{formatDay(profile.billDate, currentLanguage())}</time> : t('teambars.noBillDate')}</dd>
          {billMode && (
            <dd>
              <BillStatusBadge status={status} />
            </dd>
          )}
        </div>
        {figureLine && (
          <div>
            <dt className="sr-only">{figures?.label}</dt>
            <dd className="truncate" title={figureLine}>
              {figureLine}
            </dd>
          </div>
        )}
        {profile.phone && (
          <div>
            <dt className="sr-only">{t('components.phone')}</dt>
            <dd>
              <PhoneActions phone={profile.phone} name={profile.name} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
