import type { ReactNode } from 'react';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { BillStatusBadge } from '../../../components/BillStatusBadge';
import { Modal } from '../../../components/Dialog';
import { PhoneActions } from '../../../components/PhoneActions';
import { WaitingMark } from '../../../outbox/WaitingMark';
import { formatGermanDate, todayIn } from '@shared/domain/calendar-date';
import { billStatus } from '@shared/domain/bill-status';
import { dueLabel } from './partner-form';

const empty = <span className="text-slate-500 dark:text-slate-400">—</span>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-1.5">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** A partner's details, to read (members who may not edit still see everything, reminders included). */
export function PartnerDetailsDialog({ profile, onClose }: { profile: ProfileAnswerShape; onClose(): void }) {
  return (
    <Modal open onRequestClose={onClose} title={profile.name} description={profile.parentName ? `Upline: ${profile.parentName}` : 'The root of this TeamTree'} width="max-w-lg">
      <WaitingMark profileId={profile.id} />
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label="Phone number">{profile.phone ? <PhoneActions phone={profile.phone} name={profile.name} /> : empty}</Row>
        <Row label="Birthday">{profile.birthday ? formatGermanDate(profile.birthday) : empty}</Row>
        <Row label="Bill date">
          <span className="flex flex-wrap items-center gap-2">
            {profile.billDate ? formatGermanDate(profile.billDate) : empty}
            <BillStatusBadge status={billStatus(profile.billDate, todayIn())} />
          </span>
        </Row>
        <Row label="Categories">
          {profile.categories.length ? (
            <ul className="space-y-0.5">
              {profile.categories.map((c) => (
                <li key={c.name}>
                  {c.name}: {c.value}
                </li>
              ))}
            </ul>
          ) : (
            empty
          )}
        </Row>
        <Row label="Reminders">
          {profile.reminders.length ? (
            <ul className="space-y-0.5" aria-label="Reminders">
              {profile.reminders.map((r, i) => (
                <li key={`${i}-${r.text}`} className={r.done ? 'text-slate-500 line-through dark:text-slate-400' : ''}>
                  <span className="sr-only">{r.done ? 'Done: ' : 'Open: '}</span>
                  {r.text}
                  {r.dueDate && <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">{dueLabel(r)}</span>}
                </li>
              ))}
            </ul>
          ) : (
            empty
          )}
        </Row>
      </dl>
    </Modal>
  );
}
