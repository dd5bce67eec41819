import type { ImportRowReport, ImportValidation } from '@shared/import/validate-import';

const SHOWN_MAX = 200;

const listClass = 'max-h-80 space-y-1 overflow-y-auto rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

/** Report lines as a list: the row's number and name, then what `say` picks of the line. */
function RowList({ label, lines, say }: { label: string; lines: readonly ImportRowReport[]; say(line: ImportRowReport): string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul aria-label={label} className={listClass}>
      {lines.slice(0, SHOWN_MAX).map((line) => (
        <li key={line.rowNumber}>
          <span className="font-semibold">
            Row {line.rowNumber}
            {line.name ? ` (${line.name})` : ''}:
          </span>{' '}
          {say(line).join(' ')}
        </li>
      ))}
      {lines.length > SHOWN_MAX && <li>… and {lines.length - SHOWN_MAX} more rows.</li>}
    </ul>
  );
}

/** What the import would do: every row it would skip with why, and the values it leaves out of rows it writes (before anything is written). */
export function ImportReport({ validation }: { validation: ImportValidation }) {
  const { counts } = validation;
  const skipped = validation.report.filter((line) => line.action === 'skip');
  return (
    <section aria-labelledby="import-report-title" className="space-y-3">
      <h2 id="import-report-title" className="text-lg font-semibold">
        Check
      </h2>
      <p role="status" className="text-sm">
        {counts.add} new, {counts.update} updated, {counts.skip} skipped
      </p>
      <RowList label="Rows that will be skipped" lines={skipped} say={(line) => line.issues} />
      <RowList label="Values that will not be imported" lines={validation.report.filter((line) => line.action !== 'skip' && line.warnings.length > 0)} say={(line) => line.warnings} />
    </section>
  );
}
