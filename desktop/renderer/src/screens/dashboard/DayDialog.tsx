import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { billStatus } from '@shared/domain/bill-status';
import { partnerHref } from '../../lib/partner-link';
import { useActiveTree } from '../../trees/active-tree';
import { Modal } from '../../components/Dialog';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { HiddenByOwner } from '../../components/HiddenByOwner';
import { PhoneActions } from '../../components/PhoneActions';
import { useHiddenFields } from '../../trees/hidden-fields';
import { BellIcon, CakeIcon } from '../../components/Icons';
import { MARK_TEXT } from './CalendarMarks';
import { isEmptyDay, type CalendarProfile, type DayEntries } from './month-calendar';
import { useTranslation } from 'react-i18next';
import { longDate, partnerCount, shortDate } from './calendar-labels';

/** A partner's name, a link to them on the tree page when a tree is active. */
function PartnerName({ teamtreeId, profile }: { teamtreeId: string | null; profile: CalendarProfile }) {
  if (!teamtreeId) return <span className="block truncate font-medium">{profile.name}</span>;
  return (
    <Link to={partnerHref(teamtreeId, profile.id)} className="block truncate font-medium hover:underline focus-visible:underline touch:py-2.5">
      {profile.name}
    </Link>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-3 first:mt-0">
      <h3 id={heading} className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {icon}
        {title}
      </h3>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">{children}</ul>
    </section>
  );
}

/** A partner's phone to tap, or 'Hidden by the owner' when the owner hides phones from the viewer (a READ member). */
function PartnerPhone({ phone, name }: { phone: string | null | undefined; name: string }) {
  const hidden = useHiddenFields();
  if (!phone && hidden.includes('phone')) {
    return (
      <span className="mt-1 block text-sm">
        <HiddenByOwner />
      </span>
    );
  }
  return <PhoneActions phone={phone ?? ''} name={name} className="mt-1" />;
}

/** The day popup: the partners whose monthly bill date falls on the day, then birthdays and reminders. */
export function DayDialog({ date, entries: day, today, onClose }: { date: string | null; entries: DayEntries<CalendarProfile> | null; today: string; onClose(): void }) {
  const { t } = useTranslation();
  const teamtreeId = useActiveTree().activeTreeId;
  const entries = day ?? { bills: [], birthdays: [], reminders: [] };
  return (
    <Modal open={!!date} onRequestClose={onClose} title={date ? longDate(date) : ''} description={partnerCount(entries.bills.length)} width="max-w-md">
      {isEmptyDay(entries) && <p className="text-sm text-slate-600 dark:text-slate-300">{t('dashboard.calendar.noPartners')}</p>}
      {entries.bills.length > 0 && (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.bills.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <PartnerName teamtreeId={teamtreeId} profile={p} />
                {/* The calendar repeats bill dates monthly: say which date the partner really has. */}
                <span className="block text-xs text-slate-600 dark:text-slate-400">{t('dashboard.calendar.billDateOf', { date: p.billDate ? shortDate(p.billDate) : '—' })}</span>
                <PartnerPhone phone={p.phone} name={p.name} />
              </span>
              <BillStatusBadge status={billStatus(p.billDate, today)} />
            </li>
          ))}
        </ul>
      )}
      {entries.birthdays.length > 0 && (
        <Section title={t('dashboard.calendar.birthdays')} icon={<CakeIcon className={`size-3.5 ${MARK_TEXT.birthday}`} />}>
          {entries.birthdays.map(({ profile, age }) => (
            <li key={profile.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <PartnerName teamtreeId={teamtreeId} profile={profile} />
                <PartnerPhone phone={profile.phone} name={profile.name} />
              </span>
              <span className="shrink-0 text-sm text-slate-600 dark:text-slate-300">{t('dashboard.calendar.turns', { age })}</span>
            </li>
          ))}
        </Section>
      )}
      {entries.reminders.length > 0 && (
        <Section title={t('dashboard.calendar.reminders')} icon={<BellIcon className={`size-3.5 ${MARK_TEXT.reminder}`} />}>
          {entries.reminders.map(({ profile, text, time }, i) => (
            <li key={`${profile.id}-${i}`} className="py-2">
              <PartnerName teamtreeId={teamtreeId} profile={profile} />
              <span className="block text-sm break-words text-slate-700 dark:text-slate-300">{time ? `${time} · ${text}` : text}</span>
              <PartnerPhone phone={profile.phone} name={profile.name} />
            </li>
          ))}
        </Section>
      )}
    </Modal>
  );
}
