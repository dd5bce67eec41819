import { useTranslation } from 'react-i18next';
import type { ImportTable } from '@shared/import/import-table';

export const PREVIEW_ROWS = 5;

interface Props<Role extends string> {
  table: ImportTable;
  mapping: readonly Role[];
  /** The choices for each column (the partner import's: its fields and the tree's categories; the figures import's: its roles). */
  roles: readonly Role[];
  roleLabel(role: Role): string;
  /** The role of a column that is not imported (its cells are struck through). */
  ignored: Role;
  onChange(mapping: Role[]): void;
}

const cell = 'border-b border-slate-200 px-3 py-2 text-left align-top dark:border-slate-700';

/** The file's first rows under its headers, each column with what it is imported as (changeable). */
export function MappingPreview<Role extends string>({ table, mapping, roles, roleLabel, ignored, onChange }: Props<Role>) {
  const { t } = useTranslation();
  const setRole = (column: number, role: Role) => onChange(mapping.map((current, i) => (i === column ? role : current)));
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t('importer.preview', { count: PREVIEW_ROWS })}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={`${cell} w-16 text-slate-600 dark:text-slate-300`}>
              {t('importer.rowHeader')}
            </th>
            {table.headers.map((header, column) => (
              <th key={column} scope="col" className={`${cell} min-w-40`}>
                <span className="block font-semibold">{header || t('importer.column', { number: column + 1 })}</span>
                <select
                  aria-label={t('importer.importColumnAs', { header: header || t('importer.column', { number: column + 1 }) })}
                  value={mapping[column]}
                  onChange={(event) => setRole(column, event.target.value as Role)}
                  className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal touch:min-h-11 touch:text-base dark:border-slate-600 dark:bg-slate-900"
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabel(role)}
                    </option>
                  ))}
                </select>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
            <tr key={table.rowNumbers[index]}>
              <td className={`${cell} text-slate-600 dark:text-slate-300`}>{table.rowNumbers[index]}</td>
              {row.map((value, column) => (
                <td key={column} className={`${cell} ${mapping[column] === ignored ? 'text-slate-500 line-through dark:text-slate-400' : ''}`}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
