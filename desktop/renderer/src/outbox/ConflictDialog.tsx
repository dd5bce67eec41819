import { useId, useState, type FormEvent } from 'react';
import type { MergeField, MergeSide, MergeValues } from '@shared/domain/field-merge';
import { PROFILE_NAME_MAX } from '@shared/schemas/profile';
import { Button } from '../components/Button';
import { DateField } from '../components/DateField';
import { Modal } from '../components/Dialog';
import { TextField } from '../components/Field';
import {
  displayLines,
  editText,
  FIELD_LABELS,
  isEditable,
  mergedAutomatically,
  resolution,
  sideValue,
  type Choice,
  type Choices,
  type ConflictInput,
  type EditableField,
} from './conflict-choices';

export interface ConflictDialogProps {
  profileName: string;
  base: MergeValues;
  mine: MergeValues;
  theirs: MergeValues;
  conflicts: MergeField[];
  onResolve(chosen: MergeValues): void;
  onCancel(): void;
  /** The upline's name for a parent id (else the id is shown). */
  parentName?(id: string): string;
}

const SIDES: { side: MergeSide; label: string }[] = [
  { side: 'mine', label: 'Your change' },
  { side: 'theirs', label: 'Their change' },
];

function Lines({ lines }: { lines: string[] }) {
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

type EditPatch = { text?: string; invalidDate?: boolean };

/** The edited value's input: a date field for dates (as the partner form), a text field otherwise. */
function EditInput({ field, text, onEdit, error }: { field: EditableField; text: string; onEdit(patch: EditPatch): void; error?: string }) {
  const label = `Edited ${FIELD_LABELS[field].toLowerCase()}`;
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
function ConflictRow({ field, input, choice, onChoose, onEdit, error, parentName }: {
  field: MergeField;
  input: ConflictInput;
  choice: Choice | undefined;
  onChoose(choice: Choice): void;
  onEdit(patch: EditPatch): void;
  error?: string;
  parentName?(id: string): string;
}) {
  const group = useId();
  const radio = 'mt-0.5 size-4 shrink-0 accent-brand-700 touch:size-5';
  const option = 'flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-slate-50 touch:min-h-11 dark:hover:bg-slate-800';
  return (
    <fieldset className="space-y-1 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{FIELD_LABELS[field]}</legend>
      {SIDES.map(({ side, label }) => (
        <label key={side} className={option}>
          <input type="radio" name={group} value={side} checked={choice?.side === side} onChange={() => onChoose({ side })} className={radio} />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{label}</span>
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
            <span className="font-medium">Edit</span>
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

/**
 * The conflict view (issue 23 item 3): a queued change to a partner that someone else changed
 * meanwhile. Each field both changed differently asks 'Your change', 'Their change' or (name,
 * phone, dates) an edited value; what merged by itself is listed read-only. Save hands the
 * chosen values to `onResolve` once every conflict has a valid choice.
 */
export function ConflictDialog({ profileName, base, mine, theirs, conflicts, onResolve, onCancel, parentName }: ConflictDialogProps) {
  const [choices, setChoices] = useState<Choices>({});
  const input: ConflictInput = { base, mine, theirs, conflicts };
  const outcome = resolution(input, choices);
  const automatic = mergedAutomatically(input);
  const automaticId = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    if (outcome.ok) onResolve(outcome.values);
  }

  return (
    <Modal
      open
      onRequestClose={onCancel}
      title="Resolve conflict"
      description={`${profileName} was changed by someone else while your change was waiting. Choose what to keep for each field.`}
      width="max-w-2xl"
    >
      <form onSubmit={save} noValidate className="space-y-4" aria-label="Resolve conflict">
        {conflicts.map((field) => (
          <ConflictRow
            key={field}
            field={field}
            input={input}
            choice={choices[field]}
            onChoose={(choice) => setChoices((current) => ({ ...current, [field]: choice }))}
            onEdit={(patch) => setChoices((current) => ({ ...current, [field]: { side: 'edit', text: '', ...current[field], ...patch } }))}
            error={outcome.ok ? undefined : outcome.errors[field]}
            parentName={parentName}
          />
        ))}
        {automatic.length > 0 && (
          <section aria-labelledby={automaticId} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
            <h3 id={automaticId} className="mb-2 text-sm font-semibold">
              Merged automatically
            </h3>
            <dl className="space-y-2 text-sm">
              {automatic.map(({ field, values }) => (
                <div key={field}>
                  <dt className="font-medium">{FIELD_LABELS[field]}</dt>
                  <dd>
                    <Lines lines={displayLines(field, values, parentName)} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!outcome.ok}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
