import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@shared/domain/calendar-date';
import { monthsEnding } from '@shared/domain/month-series';
import { figureMappingProblem } from '@shared/import/figures-mapping';
import { FIGURE_ROLES } from '@shared/import/figures-roles';
import type { FiguresInput } from '@shared/import/figures-rows';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { errorMessage } from '../../../api/errors';
import { Alert, Spinner } from '../../../components/Alert';
import { Card } from '../../../components/PageFrame';
import { figuresKeys, writeFigures } from '../../../figures/figures-api';
import { MappingPreview } from '../MappingPreview';
import { FiguresCheck } from './FiguresCheck';
import { FiguresSource } from './FiguresSource';
import { figureRoleLabel, mappingProblemText } from './figures-texts';
import { PresetManager } from './PresetManager';
import { ReadingSetup } from './ReadingSetup';
import { SavePresetForm } from './SavePresetForm';
import { useChosenFile } from './use-chosen-file';
import { useFiguresPlan } from './use-figures-plan';
import { useFiguresTree } from './use-figures-tree';
import { WriteStep, type FiguresWrite, type WriteJob } from './WriteStep';

/** Months offered: this one and the 35 before it, newest first. */
const MONTHS_OFFERED = 36;

/**
 * 'Monthly figures' (issue 38 item 1; docs/figures.md "Importing a month"): choose the month and
 * the file, check the mapping (a preset for these headings applied), see what would change and
 * which rows match no partner, then write.
 */
export function FiguresWizard({ tree }: { tree: StatusTreeAnswer }) {
  const { t } = useTranslation();
  const teamtreeId = tree.teamtree.id;
  const queryClient = useQueryClient();
  // The previous month first: a month's export is usually taken once it has closed.
  const months = useMemo(() => monthsEnding(todayIn().slice(0, 7), MONTHS_OFFERED).reverse(), []);
  const [period, setPeriod] = useState(months[1]);
  const write: FiguresWrite = useMutation({
    mutationFn: (job: WriteJob) => writeFigures(teamtreeId, job.period, job.rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: figuresKeys.tree(teamtreeId) }),
  });
  const file = useChosenFile(write.reset);
  const chosen = file.chosen;
  const { partners, current, error } = useFiguresTree(tree, period);
  const problem = chosen ? figureMappingProblem(chosen.mapping) : null;
  const mappable = problem === null;
  const input = useMemo(
    (): FiguresInput | null => (chosen && mappable && partners && current ? { table: chosen.file.table, mapping: chosen.mapping, reading: chosen.reading, partners, current } : null),
    [chosen, mappable, partners, current],
  );
  const { plan, building } = useFiguresPlan(input);
  const checked = mappable && !building ? plan : null;

  return (
    <div className="space-y-4">
      <FiguresSource
        months={months}
        period={period}
        onPeriod={(month) => {
          write.reset();
          setPeriod(month);
        }}
        onFile={(chosenFile) => void file.choose(chosenFile)}
        readError={file.readError}
      />
      {chosen && (
        <Card className="space-y-4">
          <h2 className="text-lg font-semibold">{t('importer.columnsOf', { name: chosen.file.name })}</h2>
          {chosen.applied && chosen.preset === chosen.applied && <Alert tone="info">{t('figures.import.presetApplied', { name: chosen.applied })}</Alert>}
          <ReadingSetup offered={file.offered} preset={chosen.preset} onPreset={file.setPreset} reading={chosen.reading} onReading={file.setReading} hasDates={chosen.mapping.includes('lastOrder')} />
          <MappingPreview table={chosen.file.table} mapping={chosen.mapping} roles={FIGURE_ROLES} roleLabel={figureRoleLabel} ignored="ignore" onChange={file.setMapping} />
          {problem ? (
            <Alert>{mappingProblemText(problem)}</Alert>
          ) : (
            <SavePresetForm key={chosen.file.name} headers={chosen.file.table.headers} mapping={chosen.mapping} reading={chosen.reading} initialName={chosen.preset ?? ''} onSaved={file.saved} />
          )}
          <PresetManager headers={chosen.file.table.headers} onRenamed={file.renamed} onDeleted={file.deleted} />
          {error && <Alert>{errorMessage(error)}</Alert>}
          {mappable && !error && !checked && <Spinner label={input ? t('figures.import.checking') : t('figures.import.reading')} />}
          {checked && <FiguresCheck plan={checked} reading={chosen.reading} />}
          <WriteStep teamtreeId={teamtreeId} period={period} plan={checked} write={write} />
        </Card>
      )}
    </div>
  );
}
