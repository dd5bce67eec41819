import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import type { ProfileAnswerShape } from '@shared/schemas/profile';
import { BillStatusBadge } from '../../../components/BillStatusBadge';
import { Button } from '../../../components/Button';
import { HiddenByOwner } from '../../../components/HiddenByOwner';
import { Modal } from '../../../components/Dialog';
import { PhoneActions } from '../../../components/PhoneActions';
import type { NameOf } from '../../../history/entry-text';
import { HistoryList } from '../../../history/HistoryList';
import { WaitingMark } from '../../../outbox/WaitingMark';
import { useHiddenFields } from '../../../trees/hidden-fields';
import { formatGermanDate, todayIn } from '@shared/domain/calendar-date';
import { billStatus } from '@shared/domain/bill-status';
import { dueLabel } from './partner-form';
import { TeamLegs } from './TeamLegs';
import { Timeline } from '../../../follow-ups/Timeline';
import { ContactReturnOffer } from '../../../follow-ups/ContactReturnOffer';
import type { LoggedKind } from '../../../follow-ups/LogForm';
import { useContactReturn } from '../../../follow-ups/use-contact-return';
import { usePeriod } from '../../../figures/use-figures';
import { PartnerFiguresTab } from './figures/PartnerFiguresTab';

const empty = <span className="text-slate-500 dark:text-slate-400">—</span>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-1.5">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const tab =
  'min-h-11 border-b-2 border-transparent px-3 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-emerald-600 data-[state=active]:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100 dark:data-[state=active]:text-slate-100';

/** What a member who may edit the partner can do from the details: the partner dialog, at the name or at a new reminder. */
export interface DetailsActions {
  edit(): void;
  addReminder(): void;
}

/**
 * A partner's details, to read (members who may not edit still see everything, reminders
 * included), and in a second tab its history (docs/history.md "In the app"). With `actions`
 * (members who may edit) 'Edit' and 'Add reminder' lead on: on a phone the details are where a
 * tap on a partner lands (issue 34).
 */
export function PartnerDetailsDialog({
  profile,
  nameOf,
  actions,
  startTab = 'details',
  onClose,
}: {
  profile: ProfileAnswerShape;
  nameOf?: NameOf;
  actions?: DetailsActions;
  /** The tab shown first: 'timeline' when a bell's mention opens the partner. */
  startTab?: 'details' | 'timeline';
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [tabShown, setTabShown] = useState<string>(startTab);
  // Back from a call or message to the partner, the timeline's form opens with the kind filled in.
  const contact = useContactReturn();
  const [logRequest, setLogRequest] = useState<{ kind: LoggedKind; n: number } | null>(null);
  // The 'Figures' tab only for a tree with figures (docs/figures.md "The partner's 'Figures' tab").
  const hasFigures = usePeriod(profile.teamtreeId).period !== null;
  const log = (kind: LoggedKind) => {
    setLogRequest((last) => ({ kind, n: (last?.n ?? 0) + 1 }));
    setTabShown('timeline');
    contact.dismiss();
  };
  return (
    <Modal open onRequestClose={onClose} title={profile.name} description={profile.parentName ? t('partnerDetails.upline', { name: profile.parentName }) : t('partnerDetails.root')} width="max-w-lg">
      <WaitingMark profileId={profile.id} />
      {contact.offer && <ContactReturnOffer kind={contact.offer} name={profile.name} onLog={log} onDismiss={contact.dismiss} />}
      <Tabs.Root value={tabShown === 'figures' && !hasFigures ? 'details' : tabShown} onValueChange={setTabShown} onClickCapture={contact.onClickCapture}>
        <Tabs.List aria-label={t('partnerDetails.tabs')} className="mb-2 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
          <Tabs.Trigger value="details" className={tab}>
            {t('partnerDetails.details')}
          </Tabs.Trigger>
          {hasFigures && (
            <Tabs.Trigger value="figures" className={tab}>
              {t('figures.tab.tab')}
            </Tabs.Trigger>
          )}
          <Tabs.Trigger value="timeline" className={tab}>
            {t('followUps.timeline')}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tab}>
            {t('partnerDetails.history')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">
          <Details profile={profile} />
        </Tabs.Content>
        {hasFigures && (
          <Tabs.Content value="figures">
            <PartnerFiguresTab teamtreeId={profile.teamtreeId} profileId={profile.id} />
          </Tabs.Content>
        )}
        <Tabs.Content value="timeline">
          <Timeline key={logRequest?.n ?? 0} teamtreeId={profile.teamtreeId} profileId={profile.id} partnerName={profile.name} startWith={logRequest?.kind} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <HistoryList teamtreeId={profile.teamtreeId} profileId={profile.id} nameOf={nameOf ?? (() => null)} label={t('partnerDetails.historyOf', { name: profile.name })} />
        </Tabs.Content>
      </Tabs.Root>
      {actions && (
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={actions.addReminder}>
            {t('partnerDetails.addReminder')}
          </Button>
          <Button onClick={actions.edit}>{t('partnerDetails.edit')}</Button>
        </div>
      )}
    </Modal>
  );
}

/** The partner's fields as the partner form names them. */
function Details({ profile }: { profile: ProfileAnswerShape }) {
  const { t } = useTranslation();
  // A field the owner hides from READ members says so instead of looking empty.
  const hidden = useHiddenFields(profile.teamtreeId);
  const none = (field: 'phone' | 'birthday' | 'reminders') => (hidden.includes(field) ? <HiddenByOwner /> : empty);
  return (
    <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label={t('partnerDetails.phone')}>{profile.phone ? <PhoneActions phone={profile.phone} name={profile.name} /> : none('phone')}</Row>
        <Row label={t('partnerDetails.birthday')}>{profile.birthday ? formatGermanDate(profile.birthday) : none('birthday')}</Row>
        <Row label={t('partnerDetails.billDate')}>
          <span className="flex flex-wrap items-center gap-2">
            {profile.billDate ? formatGermanDate(profile.billDate) : empty}
            <BillStatusBadge status={billStatus(profile.billDate, todayIn())} />
          </span>
        </Row>
        <Row label={t('partnerDetails.categories')}>
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
        <Row label={t('partnerDetails.team')}>
          <TeamLegs teamtreeId={profile.teamtreeId} profileId={profile.id} />
        </Row>
        <Row label={t('partnerDetails.reminders')}>
          {profile.reminders.length ? (
            <ul className="space-y-0.5" aria-label={t('partnerDetails.reminders')}>
              {profile.reminders.map((r, i) => (
                <li key={`${i}-${r.text}`} className={r.done ? 'text-slate-500 line-through dark:text-slate-400' : ''}>
                  <span className="sr-only">{r.done ? t('partnerDetails.done') : t('partnerDetails.open')}</span>
                  {r.text}
                  {r.dueDate && <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">{dueLabel(r)}</span>}
                </li>
              ))}
            </ul>
          ) : (
            none('reminders')
          )}
        </Row>
      </dl>
  );
}
