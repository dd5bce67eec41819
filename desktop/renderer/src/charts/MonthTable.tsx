import { currentLanguage } from '../i18n/i18n';
import { formatNumber } from '../i18n/formats';
import { periodLabel } from '../figures/PeriodPicker';

export interface MonthTableColumn {
  header: string;
  value(period: string): number | null;
}

/**
 * The numbers of a chart as a real table (docs/charts.md): what a screen reader reads and what a
 * leader copies. One row per month, the oldest first as in the chart; '—' for a month without figures.
 */
export function MonthTable({ caption, monthHeader, months, columns }: { caption: string; monthHeader: string; months: readonly string[]; columns: readonly MonthTableColumn[] }) {
  const language = currentLanguage();
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-400">
            <th scope="col" className="py-1 pr-3 font-medium">
              {monthHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="py-1 pl-3 text-right font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {months.map((period) => (
            <tr key={period}>
              <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                {periodLabel(period)}
              </th>
              {columns.map((column) => {
                const value = column.value(period);
                return (
                  <td key={column.header} className="py-1 pl-3 text-right">
                    {value === null ? '—' : formatNumber(value, language)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
