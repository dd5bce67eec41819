import { useTranslation } from 'react-i18next';
import type { ImportRowReport, ImportValidation } from '@shared/import/validate-import';
import { formatCount } from '../../i18n/formats';
import { currentLanguage, t } from '../../i18n/i18n';
import { importText } from './import-texts';

const SHOWN_MAX = 200;

const listClass = 'max-h-80 space-y-1 overflow-y-auto rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

const count = (n: number) => formatCount(n, currentLanguage());
export const rowLabel = (rowNumber: number, name: string) => (name ? t('importer.rowNamed', { number: rowNumber, name }) : t('importer.row', { number: rowNumber }));

/** A line of a report list: the row it names (bold) and what it says of it. */
export interface ReportLine {
  key: number | string;
  head: string;
  text: string;
}

/** A report's items as a labelled list: the first SHOWN_MAX of them made into lines (`line`), the rest counted. */
export function ReportList<T>({ label, items, line: lineOf }: { label: string; items: readonly T[]; line(item: T): ReportLine }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const lines = items.slice(0, SHOWN_MAX).map(lineOf);
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-semibold">
        {t('importer.listHeading', { label, number: count(items.length) })}
      </h3>
      <ul aria-label={label} className={listClass}>
        {lines.map((line) => (
          <li key={line.key}>
            <span className="font-semibold">{line.head}:</span> {line.text}
          </li>
        ))}
        {items.length > SHOWN_MAX && <li>{t('importer.moreRows', { count: items.length - SHOWN_MAX, number: count(items.length - SHOWN_MAX) })}</li>}
      </ul>
    </section>
  );
}

/** Report lines of the partner import: the row's number and name, then what `say` picks of the line. */
function RowList({ label, lines, say }: { label: string; lines: readonly ImportRowReport[]; say(line: ImportRowReport): string[] }) {
  return <ReportList label={label} items={lines} line={(line) => ({ key: line.rowNumber, head: rowLabel(line.rowNumber, line.name), text: say(line).map(importText).join(' ') })} />;
}

/**
 * The row of the file that is the tree's root (issue 34): it is imported onto the root, its
 * partners under it; a row recognised by its name may be someone else (the checkbox).
 */
function LeaderLine({ leader, onSomeoneElse }: { leader: NonNullable<ImportValidation['leader']>; onSomeoneElse(value: boolean): void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('importer.yourRow')} className="space-y-2 rounded-lg border border-brand-700/40 bg-brand-50 p-3 text-sm dark:border-emerald-400/40 dark:bg-emerald-950">
      <p>
        <span className="font-semibold">{rowLabel(leader.rowNumber, leader.name)}:</span>{' '}
        {leader.taken ? importText(leader.text) : t('importer.newNotYou')}
      </p>
      {leader.by !== 'id' && (
        <label className="flex items-center gap-2 touch:min-h-11">
          <input type="checkbox" className="size-4" checked={!leader.taken} onChange={(event) => onSomeoneElse(event.target.checked)} />
          {t('importer.someoneElse')}
        </label>
      )}
    </div>
  );
}

/**
 * What the import would do (before anything is written): the row that is you, every row it
 * would skip with why, and the rows it writes with warnings (a cell left empty, a value left
 * out, a new upline).
 */
export function ImportReport({ validation, onLeaderIsSomeoneElse }: { validation: ImportValidation; onLeaderIsSomeoneElse(value: boolean): void }) {
  const { t } = useTranslation();
  const { counts, leader } = validation;
  const skipped = validation.report.filter((line) => line.action === 'skip');
  const warned = validation.report.filter((line) => line.action !== 'skip' && line.warnings.length > 0);
  return (
    <section aria-labelledby="import-report-title" className="space-y-3">
      <h2 id="import-report-title" className="text-lg font-semibold">
        {t('importer.check')}
      </h2>
      <p role="status" className="text-sm">
        {t('importer.counts', { add: count(counts.add), update: count(counts.update), skip: count(counts.skip) })}
      </p>
      <p className="text-sm">{t('importer.warned', { number: count(counts.warned) })}</p>
      {leader && <LeaderLine leader={leader} onSomeoneElse={onLeaderIsSomeoneElse} />}
      <RowList label={t('importer.skippedRows')} lines={skipped} say={(line) => line.issues} />
      <RowList label={t('importer.warnedRows')} lines={warned} say={(line) => line.warnings} />
    </section>
  );
}
