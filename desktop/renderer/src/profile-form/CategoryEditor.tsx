import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Plan } from '@shared/domain/constants';
import { FieldError } from '../components/Alert';
import { Button } from '../components/Button';
import { PlusIcon, TrashIcon } from '../components/Icons';
import {
  addRefusal,
  canAddCategory,
  isDuplicateTitle,
  limitError,
  newRow,
  normaliseRow,
  renameRow,
  setRowValue,
  type CategoryRow,
} from '../lib/category-editor';
import { DUPLICATE_CATEGORY } from '../forms/messages';
import { useAuth } from '../session/auth-store';
import { CategoryOptionInput } from './CategoryOptionInput';

interface Props {
  rows: CategoryRow[];
  onChange(rows: CategoryRow[]): void;
  plan: Plan;
  existing?: string[];
  /** Suggestions come from this tree (else from all the caller's trees). */
  teamtreeId?: string;
}

/** Where 'Upgrade to add more!' leads: operators change plans on /admin; everyone else is told whom to ask. */
function UpgradeHint() {
  const role = useAuth((s) => s.me?.role);
  if (role === 'ADMIN' || role === 'MODERATOR') {
    return (
      <p>
        <Link to="/admin" className="font-medium underline underline-offset-2">
          Change plans on the operators page
        </Link>
      </p>
    );
  }
  return <p>Plans are changed by the TeamTree operators: ask them to upgrade the plan of this TeamTree&apos;s owner.</p>;
}

/** Category titles with one option each, within the plan's limit (spec section 5). */
export function CategoryEditor({ rows, onChange, plan, existing = [], teamtreeId }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const namesListId = useId();
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
                  list={existing.length ? namesListId : undefined}
                  onChange={(e) => onChange(renameRow(rows, row.id, e.target.value))}
                  onBlur={() => onChange(normaliseRow(rows, row.id))}
                  aria-invalid={duplicate || undefined}
                  aria-describedby={duplicate ? errorId : undefined}
                  className="input"
                />
              </div>
              <div className="flex-1">
                <CategoryOptionInput
                  id={`${row.id}-value`}
                  name={`categories.${index}.value`}
                  label={`Category ${index + 1} option`}
                  categoryName={row.name}
                  value={row.value}
                  disabled={!row.name.trim()}
                  onChange={(value) => onChange(setRowValue(rows, row.id, value))}
                  onBlur={() => onChange(normaliseRow(rows, row.id))}
                  teamtreeId={teamtreeId}
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
      {existing.length > 0 && (
        <datalist id={namesListId}>
          {existing.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <Button variant="ghost" size="sm" onClick={add}>
        <PlusIcon className="size-4" /> Add category
      </Button>
      {(overLimit ?? refusal) && (
        <div role="alert" className="space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
          <p>{overLimit ?? refusal}</p>
          <UpgradeHint />
        </div>
      )}
    </fieldset>
  );
}
