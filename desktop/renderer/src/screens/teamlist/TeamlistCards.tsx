import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { billStatus } from '@shared/domain/bill-status';
import { categoryOfColumn, categoryValueOf } from '@shared/domain/teamlist-columns';
import { BillStatusBadge } from '../../components/BillStatusBadge';
import { PhoneActions } from '../../components/PhoneActions';
import { partnerHref } from '../../lib/partner-link';
import { AutoshipCell, DateCell, emptyOf, LastContactCell, muted, noLevel, NumberCell, VolumeCell, type TeamlistMeta } from './column-defs';
import { columnLabel, fixedColumnLabel, type ListProfile, type TeamlistColumnId } from './columns';
import { openProps } from './row-open';
import { FiltersHideAll } from './TeamlistTable';
import type { TeamlistViewProps } from './teamlist-view';

/** What every card shows, whatever the columns: the partner's name, phone, bill date with its status, and upline. */
export const CARD_FIELDS: readonly TeamlistColumnId[] = ['name', 'phone', 'billDate', 'upline'];

/** The chosen columns a card shows beyond its fixed fields, in the chosen order. */
export function cardExtras(columns: readonly TeamlistColumnId[]): TeamlistColumnId[] {
  return columns.filter((column) => !CARD_FIELDS.includes(column));
}

/** The value of an extra column on a card, as the table's cell shows it. */
function extraValue(column: TeamlistColumnId, partner: ListProfile, meta: TeamlistMeta): ReactNode {
  const category = categoryOfColumn(column);
  if (category !== null) return categoryValueOf(partner.categories, category) || muted;
  if (column === 'birthday') return partner.birthday ? <DateCell value={partner.birthday} /> : emptyOf(meta, 'birthday');
  if (column === 'teamSize') return <NumberCell value={partner.teamSize} />;
  if (column === 'largestLeg') return <NumberCell value={partner.largestLeg} />;
  if (column === 'level') return partner.level === null ? noLevel : <NumberCell value={partner.level} />;
  if (column === 'lastContact') return <LastContactCell value={partner.lastContact} meta={meta} />;
  if (column === 'nextFollowUp') return <DateCell value={partner.nextFollowUp} />;
  if (column === 'pv' || column === 'gv' || column === 'teamVolume') return <VolumeCell value={partner[column]} />;
  if (column === 'rank' || column === 'paidRank') return partner[column] || muted;
  if (column === 'autoship') return <AutoshipCell value={partner.autoship} />;
  if (column === 'lastOrder') return <DateCell value={partner.lastOrder} />;
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline gap-2" data-field={label}>
      <dt className="w-20 shrink-0 text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 flex-1 truncate">{children}</dd>
    </div>
  );
}

function PartnerCard({ partner, extras, meta, onOpen }: { partner: ListProfile; extras: readonly TeamlistColumnId[]; meta: TeamlistMeta; onOpen(): void }) {
  // Drawn again when the language changes (the labels are read through `columnLabel`).
  useTranslation();
  const name = <span className="block truncate">{partner.name}</span>;
  return (
    <li
      data-partner={partner.id}
      {...openProps(onOpen)}
      className="cursor-pointer rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="min-w-0 flex-1 font-semibold" title={partner.name}>
          {meta.teamtreeId ? (
            <Link to={partnerHref(meta.teamtreeId, partner.id)} className="block py-2.5 hover:underline focus-visible:underline">
              {name}
            </Link>
          ) : (
            <span className="block py-2.5">{name}</span>
          )}
        </h2>
        <BillStatusBadge status={billStatus(partner.billDate, meta.today)} />
      </div>
      <dl className="space-y-1 pb-1 text-sm">
        {(partner.phone || meta.hidden?.includes('phone')) && (
          <div className="-mt-1">
            <dt className="sr-only">{fixedColumnLabel('phone')}</dt>
            <dd>{partner.phone ? <PhoneActions phone={partner.phone} name={partner.name} /> : emptyOf(meta, 'phone')}</dd>
          </div>
        )}
        <Field label={fixedColumnLabel('billDate')}>
          <DateCell value={partner.billDate} />
        </Field>
        <Field label={fixedColumnLabel('upline')}>{partner.parentName ?? muted}</Field>
        {extras.map((column) => (
          <Field key={column} label={columnLabel(column)}>
            {extraValue(column, partner, meta)}
          </Field>
        ))}
      </dl>
    </li>
  );
}

/** The empty text of the cards and the Genealogy: 'No partners', and a way out when the Filter menu hides them. */
export function NoPartnersCard({ hidden, onReset }: { hidden: number; onReset(): void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
      <p>{t('teamlist.empty')}</p>
      {hidden > 0 && <FiltersHideAll hidden={hidden} onReset={onReset} />}
    </div>
  );
}

/**
 * The Teamlist on a phone: one card per partner of the page (the same filtered, sorted, paged
 * rows as the table). A card always shows the name (opening the partner on the tree page), the
 * phone to call or message, the bill date with its status and the upline; the other chosen
 * columns (birthday, team size, level, follow-ups, figures, categories) follow in the chosen order. The rest of the
 * card opens the partner's details.
 */
export function TeamlistCards({ rows, columns, onOpen, meta, hiddenByFilters, onResetFilters }: TeamlistViewProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <NoPartnersCard hidden={hiddenByFilters} onReset={onResetFilters} />;
  const extras = cardExtras(columns);
  return (
    <ul aria-label={t('teamlist.cards')} className="space-y-2">
      {rows.map((partner) => (
        <PartnerCard key={partner.id} partner={partner} extras={extras} meta={meta} onOpen={() => onOpen(partner)} />
      ))}
    </ul>
  );
}
