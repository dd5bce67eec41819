import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeField, MergeSide } from '@shared/domain/field-merge';
import { PROFILE_NAME_MAX } from '@shared/schemas/profile';
import { DateField } from '../components/DateField';
import { TextField } from '../components/Field';
import { displayLines, editText, isEditable, sideValue, type Choice, type ConflictInput, type EditableField } from './conflict-choices';

const SIDES = [
  { side: 'mine', label: 'outbox.yourChange' },
  { side: 'theirs', label: 'outbox.theirChange' },
] as const satisfies ReadonlyArray<{ side: MergeSide; label: string }>;

/** A value as the dialog shows it: one line as text, several as a list. */
export function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <span className="block break-words text-slate-700 dark:text-slate-300">{lines[0]}</span>;
  return (
    <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
      {lines.map((line, index) => (
        <li key={index} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

export type EditPatch = { text?: string; invalidDate?: boolean };

/** The edited value's input: a date field for dates (as the partner form), a text field otherwise. */
function EditInput({ field, text, onEdit, error }: { field: EditableField; text: string; onEdit(patch: EditPatch): void; error?: string }) {
  const { t } = useTranslation();
  const label = t(`outbox.editedFields.${field}`);
  if (field === 'birthday' || field === 'billDate') {
    return (
      <DateField
        label={label}
        name={field}
        required={field === 'billDate'}
        value={text}
        onChange={(next) => onEdit({ text: next })}
        onInvalidChange={(invalidDate) => onEdit({ invalidDate })}
        error={error}
      />
    );
  }
  return (
    <TextField
      label={label}
      name={field}
      type={field === 'phone' ? 'tel' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      maxLength={field === 'name' ? PROFILE_NAME_MAX : 40}
      value={text}
      onChange={(event) => onEdit({ text: event.currentTarget.value })}
      error={error}
    />
  );
}

/** One conflicting field: a radio group of 'Your change', 'Their change' and (for the core fields) an edited value. */
export function ConflictRow({ field, input, choice, onChoose, onEdit, error, parentName }: {
  field: MergeField;
  input: ConflictInput;
  choice: Choice | undefined;
  onChoose(choice: Choice): void;
  onEdit(patch: EditPatch): void;
  error?: string;
  parentName?(id: string): string;
}) {
  const { t } = useTranslation();
  const group = useId();
  const radio = 'mt-0.5 size-4 shrink-0 accent-brand-700 touch:size-5';
  const option = 'flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-slate-50 touch:min-h-11 dark:hover:bg-slate-800';
  return (
    <fieldset className="space-y-1 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{t(`outbox.fields.${field}`)}</legend>
      {SIDES.map(({ side, label }) => (
        <label key={side} className={option}>
          <input type="radio" name={group} value={side} checked={choice?.side === side} onChange={() => onChoose({ side })} className={radio} />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{t(label)}</span>
            <Lines lines={displayLines(field, { ...input.theirs, [field]: sideValue(field, side, input) }, parentName)} />
          </span>
        </label>
      ))}
      {isEditable(field) && (
        <>
          <label className={option}>
            <input
              type="radio"
              name={group}
              value="edit"
              checked={choice?.side === 'edit'}
              onChange={() => onChoose({ side: 'edit', text: editText(field, input.mine) })}
              className={radio}
            />
            <span className="font-medium">{t('outbox.edit')}</span>
          </label>
          {choice?.side === 'edit' && (
            <div className="pl-8">
              <EditInput field={field} text={choice.text} onEdit={onEdit} error={error} />
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
