import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLimitOf } from '@shared/domain/categories';
import { orderedValuesOf } from '@shared/domain/category-order';
import type { Plan } from '@shared/domain/constants';
import { useTreeStatus } from '../api/teamtree';
import { Button } from '../components/Button';
import { PlusIcon } from '../components/Icons';
import { canAddCategory, limitError, newRow, type CategoryRow } from '../lib/category-editor';
import { CategoryRowFields } from './CategoryRowFields';
import { UpgradeHint } from './UpgradeHint';

interface Props {
  rows: CategoryRow[];
  onChange(rows: CategoryRow[]): void;
  plan: Plan;
  existing?: string[];
  /** Suggestions come from this tree (else from all the caller's trees). */
  teamtreeId?: string;
}

/**
 * Category titles with one option each, within the plan's limit (spec section 5); the option of a
 * category the tree orders is chosen from its values (docs/profiles.md "Ordered categories").
 */
export function CategoryEditor({ rows, onChange, plan, existing = [], teamtreeId }: Props) {
  const { t } = useTranslation();
  // Whether adding was refused: the plan's limit is reached.
  const [refused, setRefused] = useState(false);
  // The tree's categories with their orders, from the tree already held (no extra read).
  const treeCategories = useTreeStatus(teamtreeId).data?.teamtree.categories;
  const namesListId = useId();
  const limit = { plan, limit: categoryLimitOf(plan), count: categoryLimitOf(plan) };
  const problem =
    limitError(rows, plan, existing) !== null ? t('profileForm.categoryLimit', limit) : refused ? t('profileForm.categoryLimitReached', limit) : null;

  function add() {
    if (!canAddCategory(rows, plan, existing)) {
      setRefused(true);
      return;
    }
    setRefused(false);
    onChange([...rows, newRow()]);
  }

  return (
    <fieldset className="space-y-2">
      <legend className="label">{t('profileForm.categories')}</legend>
      {rows.map((row, index) => (
        <CategoryRowFields
          key={row.id}
          rows={rows}
          row={row}
          index={index}
          onChange={onChange}
          onRemove={() => {
            setRefused(false);
            onChange(rows.filter((r) => r.id !== row.id));
          }}
          namesListId={existing.length ? namesListId : undefined}
          teamtreeId={teamtreeId}
          order={orderedValuesOf(treeCategories, row.name)}
        />
      ))}
      {existing.length > 0 && (
        <datalist id={namesListId}>
          {existing.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      <Button variant="ghost" size="sm" onClick={add}>
        <PlusIcon className="size-4" /> {t('profileForm.addCategory')}
      </Button>
      {problem && (
        <div role="alert" className="space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
          <p>{problem}</p>
          <UpgradeHint />
        </div>
      )}
    </fieldset>
  );
}
