import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Card } from '../../../components/PageFrame';
import { periodLabel } from '../../../figures/PeriodPicker';
import { ChooseImportFile } from '../ChooseImportFile';
import { Choice, selectClass } from './ReadingSetup';

interface Props {
  /** The months offered, newest first. */
  months: readonly string[];
  period: string;
  onPeriod(period: string): void;
  onFile(file: File | undefined): void;
  readError: string | null;
}

/** The export to read and the month its figures are for. */
export function FiguresSource({ months, period, onPeriod, onFile, readError }: Props) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4 sm:grid-cols-2">
      <ChooseImportFile onFile={onFile} />
      <Choice label={t('figures.import.month')}>
        {(id) => (
          <select id={id} className={selectClass} value={period} onChange={(event) => onPeriod(event.target.value)}>
            {months.map((month) => (
              <option key={month} value={month}>
                {periodLabel(month)}
              </option>
            ))}
          </select>
        )}
      </Choice>
      {readError && <Alert className="sm:col-span-2">{readError}</Alert>}
    </Card>
  );
}
