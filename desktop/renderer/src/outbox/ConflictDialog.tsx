import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MergeValues } from '@shared/domain/field-merge';
import { Button } from '../components/Button';
import { Modal } from '../components/Dialog';
import { displayLines, mergedAutomatically, resolution, type Choices, type ConflictInput } from './conflict-choices';
import { ConflictRow, Lines } from './ConflictRow';

export interface ConflictDialogProps {
  profileName: string;
  /** What was there, my change, theirs, and the fields both changed differently. */
  input: ConflictInput;
  onResolve(chosen: MergeValues): void;
  onCancel(): void;
  /** The upline's name for a parent id (else the id is shown). */
  parentName?(id: string): string;
  /** Who changed the partner meanwhile, as the history names them; unknown: 'someone else'. */
  changedBy?: string | null;
}

/**
 * The conflict view (issue 23 item 3): a queued change to a partner that someone else changed
 * meanwhile. Each field both changed differently asks 'Your change', 'Their change' or (name,
 * phone, dates) an edited value; what merged by itself is listed read-only. Save hands the
 * chosen values to `onResolve` once every conflict has a valid choice.
 */
export function ConflictDialog({ profileName, input, onResolve, onCancel, parentName, changedBy }: ConflictDialogProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices>({});
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
      title={t('outbox.conflictTitle')}
      description={t('outbox.conflictText', { name: profileName, who: changedBy ?? t('outbox.someoneElse') })}
      width="max-w-2xl"
    >
      <form onSubmit={save} noValidate className="space-y-4" aria-label={t('outbox.conflictTitle')}>
        {input.conflicts.map((field) => (
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
              {t('outbox.mergedAutomatically')}
            </h3>
            <dl className="space-y-2 text-sm">
              {automatic.map(({ field, values }) => (
                <div key={field}>
                  <dt className="font-medium">{t(`outbox.fields.${field}`)}</dt>
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
            {t('outbox.cancel')}
          </Button>
          <Button type="submit" disabled={!outcome.ok}>
            {t('outbox.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
