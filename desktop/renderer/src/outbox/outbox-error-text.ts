import type { MergeField } from '@shared/domain/field-merge';
import { currentLanguage, t } from '../i18n/i18n';
import { localizeMessage } from '../i18n/messages';
import { CHANGED_MEANWHILE, FIELD_LABELS } from './outbox-merge';

const FIELD_OF_LABEL = new Map(Object.entries(FIELD_LABELS).map(([field, label]) => [label, field as MergeField]));

/**
 * A waiting change's reason in the language shown. The entry keeps the text it was given when it
 * failed (the conflict's 'Changed on the server meanwhile: name, phone.' or the server's reason),
 * possibly days ago in another language; it is said again from what it names.
 */
export function outboxErrorText(error: string): string {
  if (currentLanguage() === 'en') return error;
  if (error.startsWith(CHANGED_MEANWHILE) && error.endsWith('.')) {
    const fields = error.slice(CHANGED_MEANWHILE.length, -1).split(', ').map((label) => FIELD_OF_LABEL.get(label));
    if (fields.every((field) => field !== undefined)) return t('outbox.changedMeanwhile', { fields: fields.map((field) => t(`outbox.mergeFields.${field}`)).join(', ') });
  }
  return localizeMessage(error);
}
