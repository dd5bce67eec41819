import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useId, useState, type KeyboardEvent } from 'react';
import { normaliseCategoryText } from '@shared/domain/categories';
import { CATEGORY_ORDER_MAX, checkCategoryOrder, moveOrderValue, orderedValuesOf } from '@shared/domain/category-order';
import { CATEGORY_NAME_MAX, CATEGORY_VALUE_MAX } from '@shared/schemas/profile';
import { changeCategoryOrder } from '../../api/category-order';
import { useTreeStatus } from '../../api/teamtree';
import { FieldError } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { treeSyncOf } from '../../realtime/tree-sync';
import { SectionOutcome } from './SectionOutcome';
import { useSectionSave } from './use-section-save';
import { SectionHeading } from './SectionHeading';

/** Why `value` cannot join the order `values` (checkCategoryOrder refused it), in the language shown. */
function refusalOf(t: TFunction, values: string[], value: string): string {
  if (values.length >= CATEGORY_ORDER_MAX) return t('share.order.tooMany', { max: CATEGORY_ORDER_MAX });
  const shown = normaliseCategoryText(value);
  return shown === '' ? t('share.order.empty') : t('share.order.twice', { value: shown });
}

const iconButton =
  'rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40 touch:min-h-11 touch:min-w-11 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * A category's values in their order, which the owner and moderators declare (docs/profiles.md
 * "Ordered categories"): partners then choose one of them, and Teambars and the Teamlist show
 * them in that order. Saving an empty list takes the order away.
 */
export function CategoryOrderSection({ teamtreeId }: { teamtreeId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categories = useTreeStatus(teamtreeId).data?.teamtree.categories;
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<string[] | null>(null);
  const [newValue, setNewValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = { name: useId(), value: useId(), names: useId(), error: useId() };
  const current = orderedValuesOf(categories, name) ?? [];
  const values = draft ?? [...current];
  const unchanged = !name.trim() || values.join('\n') === current.join('\n');

  const { busy, error, saved, submit, edited } = useSectionSave(async () => {
    await changeCategoryOrder(teamtreeId, name.trim(), values.length > 0 ? values : null);
    // The read brings the new order (other members hear the tree's event and read it too).
    // The draft stays shown (it is the new order) rather than the old one until the read lands.
    treeSyncOf(queryClient).catchUp(teamtreeId);
  }, t('share.saveFailed'));

  const change = (next: string[]) => {
    setDraft(next);
    setRefusal(null);
    edited();
  };

  function add() {
    const checked = checkCategoryOrder([...values, newValue]);
    if (!checked.ok) {
      setRefusal(refusalOf(t, values, newValue));
      return;
    }
    change(checked.values);
    setNewValue('');
  }

  return (
    <form onSubmit={(event) => (unchanged ? event.preventDefault() : void submit(event))} aria-labelledby="category-order-heading" className="space-y-2">
      <SectionHeading id="category-order-heading">{t('share.order.heading')}</SectionHeading>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('share.order.text')}
      </p>
      <CategoryNameField
        id={ids.name}
        listId={ids.names}
        value={name}
        names={categories?.map((category) => category.name) ?? []}
        onChange={(next) => {
          setName(next);
          setDraft(null);
          setRefusal(null);
          edited();
        }}
      />
      {name.trim() && (
        <>
          <OrderedValues category={name.trim()} values={values} onChange={change} />
          <NewValueField
            id={ids.value}
            errorId={ids.error}
            value={newValue}
            refusal={refusal}
            onChange={(next) => {
              setNewValue(next);
              setRefusal(null);
            }}
            onAdd={add}
          />
          <Button type="submit" variant="secondary" disabled={busy || unchanged}>
            {t('share.order.save')}
          </Button>
        </>
      )}
      <SectionOutcome saved={saved} error={error} savedText={t('share.order.saved')} />
    </form>
  );
}

/** The draft order: each value with its place, 'Move … up', 'Move … down' and 'Remove …'. */
function OrderedValues({ category, values, onChange }: { category: string; values: string[]; onChange(next: string[]): void }) {
  const { t } = useTranslation();
  if (values.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('share.order.none')}</p>;
  return (
    <ol aria-label={t('share.order.valuesOf', { category })} className="space-y-1">
      {values.map((value, index) => (
        <li key={value} className="flex items-center gap-1 rounded-lg border border-slate-200 px-2 py-1 text-sm dark:border-slate-700">
          <span className="flex-1">
            {index + 1}. {value}
          </span>
          <button type="button" className={iconButton} aria-label={t('share.order.moveUp', { value })} disabled={index === 0} onClick={() => onChange(moveOrderValue(values, index, -1))}>
            ↑
          </button>
          <button type="button" className={iconButton} aria-label={t('share.order.moveDown', { value })} disabled={index === values.length - 1} onClick={() => onChange(moveOrderValue(values, index, 1))}>
            ↓
          </button>
          <button type="button" className={iconButton} aria-label={t('share.order.remove', { value })} onClick={() => onChange(values.filter((_, i) => i !== index))}>
            ✕
          </button>
        </li>
      ))}
    </ol>
  );
}

interface NewValueProps {
  id: string;
  errorId: string;
  value: string;
  refusal: string | null;
  onChange(value: string): void;
  onAdd(): void;
}

/** A value to add at the end of the order ('Add value' or Enter), and why it was refused. */
function NewValueField({ id, errorId, value, refusal, onChange, onAdd }: NewValueProps) {
  const { t } = useTranslation();
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the value instead of saving the order.
    event.preventDefault();
    onAdd();
  }
  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        {/* The refusal stands below the row (FieldError), so the field only points to it. */}
        <TextField
          id={id}
          className="flex-1"
          label={t('share.order.newValue')}
          name="orderedValue"
          value={value}
          maxLength={CATEGORY_VALUE_MAX}
          autoComplete="off"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={onAdd} disabled={!value.trim()}>
          {t('share.order.add')}
        </Button>
      </div>
      <FieldError id={errorId}>{refusal}</FieldError>
    </>
  );
}

/** The category to order: typed, with the tree's categories offered. */
function CategoryNameField({ id, listId, value, names, onChange }: { id: string; listId: string; value: string; names: string[]; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <div>
      <TextField
        id={id}
        label={t('share.order.category')}
        name="orderedCategory"
        value={value}
        placeholder={t('share.order.categoryPlaceholder')}
        maxLength={CATEGORY_NAME_MAX}
        list={listId}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
