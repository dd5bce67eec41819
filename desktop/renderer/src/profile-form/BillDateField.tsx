import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { nextBillDate } from '@shared/domain/bill-days';
import { useCalendarToday } from '../lib/use-calendar-today';
import { ProfileDate } from './ProfileDate';
import type { ProfileCoreValues } from './profile-core-form';

/** Why Save waits while the bill date is empty (the spec requires one: section 5). */
export const BILL_DATE_NEEDED = 'Needed to save: the day this partner’s monthly bill is due.';

const DAYS = Array.from({ length: 31 }, (_, k) => k + 1);

/**
 * The partner form's 'Bill date' (required): while it is empty it says why Save waits, and
 * offers 'Day of month only' for a partner whose exact first date is not known: the day of
 * month becomes the next such date from today (issue 34).
 */
export function BillDateField() {
  const { setValue, watch } = useFormContext<ProfileCoreValues>();
  const billDate = watch('billDate');
  const today = useCalendarToday();
  const dayId = useId();
  return (
    <div>
      <ProfileDate name="billDate" label="Bill date" required hint={billDate ? undefined : BILL_DATE_NEEDED} />
      {!billDate && (
        <div className="mt-2">
          <label htmlFor={dayId} className="label">
            Day of month only
          </label>
          <select
            id={dayId}
            className="input"
            value=""
            onChange={(event) => {
              const day = Number(event.currentTarget.value);
              if (day) setValue('billDate', nextBillDate(day, today), { shouldDirty: true, shouldValidate: true, shouldTouch: true });
            }}
          >
            <option value="">Choose a day</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}.
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
