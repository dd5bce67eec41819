import type { ImportRowReport, ImportValidation } from '@shared/import/validate-import';

const SHOWN_MAX = 200;

const listClass = 'max-h-80 space-y-1 overflow-y-auto rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

const rowLabel = (rowNumber: number, name: string) => `Row ${rowNumber}${name ? ` (${name})` : ''}`;

/** Report lines as a list: the row's number and name, then what `say` picks of the line. */
function RowList({ label, lines, say }: { label: string; lines: readonly ImportRowReport[]; say(line: ImportRowReport): string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="space-y-1">
      <h3 className="text-sm font-semibold">
        {label} ({lines.length})
      </h3>
      <ul aria-label={label} className={listClass}>
        {lines.slice(0, SHOWN_MAX).map((line) => (
          <li key={line.rowNumber}>
            <span className="font-semibold">{rowLabel(line.rowNumber, line.name)}:</span> {say(line).join(' ')}
          </li>
        ))}
        {lines.length > SHOWN_MAX && <li>… and {lines.length - SHOWN_MAX} more rows.</li>}
      </ul>
    </section>
  );
}

/**
 * The row of the file that is the tree's root (issue 34): it is imported onto the root, its
 * partners under it; a row recognised by its name may be someone else (the checkbox).
 */
function LeaderLine({ leader, onSomeoneElse }: { leader: NonNullable<ImportValidation['leader']>; onSomeoneElse(value: boolean): void }) {
  return (
    <div role="group" aria-label="Your own row" className="space-y-2 rounded-lg border border-brand-700/40 bg-brand-50 p-3 text-sm dark:border-emerald-400/40 dark:bg-emerald-950">
      <p>
        <span className="font-semibold">{rowLabel(leader.rowNumber, leader.name)}:</span>{' '}
        {leader.taken ? leader.text : 'Imported as a new partner, not as you.'}
      </p>
      {leader.by !== 'id' && (
        <label className="flex items-center gap-2 touch:min-h-11">
          <input type="checkbox" className="size-4" checked={!leader.taken} onChange={(event) => onSomeoneElse(event.target.checked)} />
          This is someone else
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
  const { counts, leader } = validation;
  const skipped = validation.report.filter((line) => line.action === 'skip');
  const warned = validation.report.filter((line) => line.action !== 'skip' && line.warnings.length > 0);
  return (
    <section aria-labelledby="import-report-title" className="space-y-3">
      <h2 id="import-report-title" className="text-lg font-semibold">
        Check
      </h2>
      <p role="status" className="text-sm">
        {counts.add} new, {counts.update} updated, {counts.skip} skipped
      </p>
      <p className="text-sm">{counts.warned} imported with warnings</p>
      {leader && <LeaderLine leader={leader} onSomeoneElse={onLeaderIsSomeoneElse} />}
      <RowList label="Rows that will be skipped" lines={skipped} say={(line) => line.issues} />
      <RowList label="Rows imported with warnings" lines={warned} say={(line) => line.warnings} />
    </section>
  );
}
