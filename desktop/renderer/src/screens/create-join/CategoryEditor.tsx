import { useState } from 'react';
import type { Plan } from '../../../../../shared/domain/constants';
import { FieldError } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PlusIcon, TrashIcon } from '../../components/Icons';
import {
  addRefusal,
  canAddCategory,
  DUPLICATE_CATEGORY,
  isDuplicateTitle,
  limitError,
  newRow,
  normaliseRow,
  renameRow,
  setRowValue,
  type CategoryRow,
} from '../../lib/category-editor';

interface Props {
  rows: CategoryRow[];
  onChange(rows: CategoryRow[]): void;
  plan: Plan;
  existing?: string[];
}

/** Category titles with one option each, within the plan's limit (spec section 5). */
export function CategoryEditor({ rows, onChange, plan, existing = [] }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const overLimit = limitError(rows, plan, existing);

  function add() {
    if (!canAddCategory(rows, plan, existing)) {
      setRefusal(addRefusal(plan));
      return;
    }
    setRefusal(null);
    onChange([...rows, newRow()]);
  }

  return (
    <fieldset className="space-y-2">
      <legend className="label">Categories</legend>
      {rows.map((row, index) => {
        const duplicate = isDuplicateTitle(rows, row.id);
        const errorId = `${row.id}-error`;
        return (
          <div key={row.id}>
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <label htmlFor={`${row.id}-name`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
                  Category {index + 1} title
                </label>
                <input
                  id={`${row.id}-name`}
                  name={`categories.${index}.name`}
                  value={row.name}
                  placeholder="Rank"
                  onChange={(e) => onChange(renameRow(rows, row.id, e.target.value))}
                  onBlur={() => onChange(normaliseRow(rows, row.id))}
                  aria-invalid={duplicate || undefined}
                  aria-describedby={duplicate ? errorId : undefined}
                  className="input"
                />
              </div>
              <div className="flex-1">
                <label htmlFor={`${row.id}-value`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
                  Category {index + 1} option
                </label>
                <input
                  id={`${row.id}-value`}
                  name={`categories.${index}.value`}
                  value={row.value}
                  placeholder="Gold"
                  disabled={!row.name.trim()}
                  onChange={(e) => onChange(setRowValue(rows, row.id, e.target.value))}
                  onBlur={() => onChange(normaliseRow(rows, row.id))}
                  className="input"
                />
              </div>
              <button
                type="button"
                aria-label={`Remove category ${index + 1}`}
                onClick={() => {
                  setRefusal(null);
                  onChange(rows.filter((r) => r.id !== row.id));
                }}
                className="mb-0.5 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <TrashIcon className="size-4" />
              </button>
            </div>
            <FieldError id={errorId}>{duplicate ? DUPLICATE_CATEGORY : null}</FieldError>
          </div>
        );
      })}
      <Button variant="ghost" size="sm" onClick={add}>
        <PlusIcon className="size-4" /> Add category
      </Button>
      {(overLimit ?? refusal) && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
          {overLimit ?? refusal}
        </p>
      )}
    </fieldset>
  );
}
