import { NO_CONTACT_DAYS } from '@shared/domain/last-contact';
import { NO_FILTER_CHOICE, type ProfileFilterChoice } from '@shared/domain/profile-filters';
import { CloseIcon } from './Icons';
import { useTranslation } from 'react-i18next';
import { t } from '../i18n/i18n';

/** One active filter as a chip: what it says, and the choice without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: ProfileFilterChoice;
}

/** The Filter menu's choices as chips, in its order: uplines, bill status, then each category's values. */
export function filterChips(choice: ProfileFilterChoice, uplineName: (id: string) => string): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const id of choice.uplines) chips.push({ key: `upline:${id}`, label: t('components.chipUpline', { name: uplineName(id) }), without: { ...choice, uplines: choice.uplines.filter((u) => u !== id) } });
  for (const status of choice.billStatuses) {
    chips.push({ key: `bill:${status}`, label: t('components.chipBillDate', { status: t(`components.billStatus.${status}`) }), without: { ...choice, billStatuses: choice.billStatuses.filter((s) => s !== status) } });
  }
  for (const [name, values] of Object.entries(choice.categories)) {
    for (const value of values) {
      chips.push({ key: `category:${name}:${value}`, label: `${name}: ${value}`, without: { ...choice, categories: { ...choice.categories, [name]: values.filter((v) => v !== value) } } });
    }
  }
  return chips;
}

const chip =
  'inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-700/40 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800 touch:min-h-11 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100';

/**
 * The filters on a list, each a chip that takes itself off, and 'Clear' for all (issue 34: a
 * filtered Teamlist showed no sign that a filter was on). Nothing while no filter is on.
 * `myTeam`: the 'My Team' scope is on; `onAllPartners` goes back to All Partners. `noContact`: the
 * Teamlist's 'No contact for 30 days' is on; `onContactAny` takes it off. `more`: other filters
 * that are on, each with its label and what takes it off (the Teamlist's figure filters).
 */
export function FilterChips({
  choice,
  uplineName,
  myTeam,
  onChange,
  onAllPartners,
  noContact = false,
  onContactAny,
  more = [],
}: {
  choice: ProfileFilterChoice;
  uplineName(id: string): string;
  myTeam: boolean;
  onChange(next: ProfileFilterChoice): void;
  onAllPartners(): void;
  noContact?: boolean;
  onContactAny?(): void;
  more?: readonly { label: string; off(): void }[];
}) {
  const { t } = useTranslation();
  const chips = filterChips(choice, uplineName);
  const contactChip = noContact && onContactAny ? t('teamlist.filters.noContact', { days: NO_CONTACT_DAYS }) : null;
  if (chips.length === 0 && !myTeam && !contactChip && more.length === 0) return null;
  const remove = (label: string, action: () => void) => (
    <button type="button" onClick={action} aria-label={t('components.removeFilter', { label })} className="flex size-7 items-center justify-center rounded-full hover:bg-brand-100 touch:size-11 dark:hover:bg-emerald-900">
      <CloseIcon className="size-3.5" />
    </button>
  );
  return (
    <ul aria-label={t('components.activeFilters')} className="flex flex-wrap items-center gap-2">
      {myTeam && (
        <li className={chip}>
          {t('components.myTeam')}
          {remove(t('components.myTeam'), onAllPartners)}
        </li>
      )}
      {contactChip && onContactAny && (
        <li className={chip}>
          {contactChip}
          {remove(contactChip, onContactAny)}
        </li>
      )}
      {more.map((m) => (
        <li key={m.label} className={chip}>
          {m.label}
          {remove(m.label, m.off)}
        </li>
      ))}
      {chips.map((c) => (
        <li key={c.key} className={chip}>
          <span className="max-w-48 truncate" title={c.label}>
            {c.label}
          </span>
          {remove(c.label, () => onChange(c.without))}
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => {
            onChange(NO_FILTER_CHOICE);
            if (myTeam) onAllPartners();
            if (noContact) onContactAny?.();
            for (const m of more) m.off();
          }}
          className="min-h-9 rounded-lg px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline touch:min-h-11 dark:text-emerald-300"
        >
          {t('components.clear')}
        </button>
      </li>
    </ul>
  );
}
