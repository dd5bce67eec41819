import { useTranslation } from 'react-i18next';
import { FieldError } from '../components/Alert';
import { TrashIcon } from '../components/Icons';
import { isDuplicateTitle, normaliseRow, renameRow, setRowValue, type CategoryRow } from '../lib/category-editor';
import { CategoryChoiceInput } from './CategoryChoiceInput';
import { CategoryOptionInput } from './CategoryOptionInput';

interface Props {
  rows: CategoryRow[];
  row: CategoryRow;
  index: number;
  onChange(rows: CategoryRow[]): void;
  onRemove(): void;
  /** The datalist of the titles already in use, when there are any. */
  namesListId?: string;
  teamtreeId?: string;
  /** The declared order of the row's category, when it has one: its option is then chosen from a list. */
  order?: readonly string[] | null;
}

/**
 * One category of the editor: its title (refused when it repeats another), its option (typed
 * with suggestions, or chosen from the list of an ordered category) and a remove button.
 */
export function CategoryRowFields({ rows, row, index, onChange, onRemove, namesListId, teamtreeId, order }: Props) {
  const { t } = useTranslation();
  const number = index + 1;
  const duplicate = isDuplicateTitle(rows, row.id);
  const errorId = `${row.id}-error`;
  return (
    <div>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${row.id}-name`} className="mb-1 block text-xs text-slate-600 dark:text-slate-400">
            {t('profileForm.categoryTitle', { number })}
          </label>
          <input
            id={`${row.id}-name`}
            name={`categories.${index}.name`}
            value={row.name}
            placeholder={t('profileForm.titlePlaceholder')}
            list={namesListId}
            onChange={(e) => onChange(renameRow(rows, row.id, e.target.value))}
            onBlur={() => onChange(normaliseRow(rows, row.id))}
            aria-invalid={duplicate || undefined}
            aria-describedby={duplicate ? errorId : undefined}
            className="input"
          />
        </div>
        <div className="flex-1">
          {order ? (
            <CategoryChoiceInput
              id={`${row.id}-value`}
              name={`categories.${index}.value`}
              label={t('profileForm.categoryOption', { number })}
              order={order}
              value={row.value}
              onChange={(value) => onChange(setRowValue(rows, row.id, value))}
            />
          ) : (
            <CategoryOptionInput
              id={`${row.id}-value`}
              name={`categories.${index}.value`}
              label={t('profileForm.categoryOption', { number })}
              categoryName={row.name}
              value={row.value}
              disabled={!row.name.trim()}
              onChange={(value) => onChange(setRowValue(rows, row.id, value))}
              onBlur={() => onChange(normaliseRow(rows, row.id))}
              teamtreeId={teamtreeId}
            />
          )}
        </div>
        <button
          type="button"
          aria-label={t('profileForm.removeCategory', { number })}
          onClick={onRemove}
          className="mb-0.5 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
      <FieldError id={errorId}>{duplicate ? t('profileForm.duplicateCategory') : null}</FieldError>
    </div>
  );
}
