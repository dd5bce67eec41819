import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { nextBillDate } from '@shared/domain/bill-days';
import { SelectField } from '../components/Field';
import { useCalendarToday } from '../lib/use-calendar-today';
import { ProfileDate } from './ProfileDate';
import type { ProfileCoreValues } from './profile-core-form';

const DAYS = Array.from({ length: 31 }, (_, k) => String(k + 1));

/**
 * The partner form's 'Bill date' (required; the spec requires one: section 5): while it is empty it says why Save waits, and
 * offers 'Day of month only' for a partner whose exact first date is not known: the day of
 * month becomes the next such date from today (issue 34).
 */
export function BillDateField() {
  const { t } = useTranslation();
  const { setValue, watch } = useFormContext<ProfileCoreValues>();
  const billDate = watch('billDate');
  const today = useCalendarToday();
  return (
    <div>
      <ProfileDate name="billDate" label={t('profileForm.billDate')} required hint={billDate ? undefined : t('profileForm.billDateNeeded')} />
      {!billDate && (
        <SelectField
          className="mt-2"
          label={t('profileForm.dayOfMonthOnly')}
          value=""
          placeholder={t('profileForm.chooseDay')}
          options={DAYS}
          optionLabel={(day) => t('profileForm.dayOfMonth', { day: Number(day) })}
          onChange={(event) => {
            const day = Number(event.currentTarget.value);
            if (day) setValue('billDate', nextBillDate(day, today), { shouldDirty: true, shouldValidate: true, shouldTouch: true });
          }}
        />
      )}
    </div>
  );
}
