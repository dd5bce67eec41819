import type { ImportValidation } from '@shared/import/validate-import';

const SHOWN_MAX = 200;

/** What the import would do, and every row it would skip with why (before anything is written). */
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
      {skipped.length > 0 && (
        <ul aria-label="Rows that will be skipped" className="max-h-80 space-y-1 overflow-y-auto rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {skipped.slice(0, SHOWN_MAX).map((line) => (
            <li key={line.rowNumber}>
              <span className="font-semibold">
                Row {line.rowNumber}
                {line.name ? ` (${line.name})` : ''}:
              </span>{' '}
              {line.issues.join(' ')}
            </li>
          ))}
          {skipped.length > SHOWN_MAX && <li>… and {skipped.length - SHOWN_MAX} more rows.</li>}
        </ul>
      )}
    </section>
  );
}
