import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ColumnMapping } from '@shared/import/column-mapping';
import { columnRoles } from '@shared/import/column-roles';
import { detectDateFormat, type DateFormat } from '@shared/import/date-formats';
import { dateSamples } from '@shared/import/read-rows';
import { validateImport } from '@shared/import/validate-import';
import { isDialCountry } from '@shared/domain/phone-links';
import { DEFAULT_DIAL_COUNTRY } from '@shared/domain/dial-country';
import { treeSettingsOf, type StatusTreeAnswer } from '@shared/schemas/teamtree';
import { errorMessage } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { formatCount } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { Button } from '../../components/Button';
import { Card } from '../../components/PageFrame';
import { treeSyncOf } from '../../realtime/tree-sync';
import { ChooseImportFile } from './ChooseImportFile';
import { postImport, rowsFor } from './import-api';
import { ImportReport } from './ImportReport';
import { importText, roleLabel } from './import-texts';
import { ImportSetup } from './ImportSetup';
import { MappingPreview } from './MappingPreview';
import { accountSettings, rememberMapping } from './mapping-memory';
import { readChosenFile, type ChosenFile } from './read-chosen-file';
import { useImportContext } from './use-import-context';

const count = (n: number) => formatCount(n, currentLanguage());

/** 'Imported: 3 new, 0 updated.' with the way to the tree. */
function ImportDone({ teamtreeId, added, updated }: { teamtreeId: string; added: number; updated: number }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success">
      {t('importer.imported', { added: count(added), updated: count(updated) })}{' '}
      <Link className="font-semibold underline" to={`/teamtree?teamtreeId=${encodeURIComponent(teamtreeId)}`}>
        {t('importer.openTree')}
      </Link>
    </Alert>
  );
}

/** Choose a file, check the preview, the mapping and the date format, read the report, confirm. */
export function ImportWizard({ tree }: { tree: StatusTreeAnswer }) {
  const { t } = useTranslation();
  const teamtreeId = tree.teamtree.id;
  const queryClient = useQueryClient();
  const root = tree.teamtree.profiles.find((p) => p.parentId === null) ?? null;
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [parentId, setParentId] = useState<string | null>(root?.id ?? null);
  const [leaderIsSomeoneElse, setLeaderIsSomeoneElse] = useState(false);
  const treeCountry = treeSettingsOf(tree.teamtree).dialCountry;
  const [phoneCountry, setPhoneCountry] = useState(isDialCountry(treeCountry) ? treeCountry : DEFAULT_DIAL_COUNTRY);
  const { context, sorted, ready } = useImportContext(tree, parentId ?? root?.id ?? null);
  const { categoryNames } = context;
  const validation = useMemo(
    () => (chosen ? validateImport(chosen.table, chosen.mapping, chosen.dateFormat, context, phoneCountry, { leaderIsSomeoneElse }) : null),
    [chosen, context, phoneCountry, leaderIsSomeoneElse],
  );
  const save = useMutation({
    mutationFn: () => postImport({ teamtreeId, parentId: root ? (parentId ?? root.id) : null, rows: rowsFor(validation!.rows, tree.userMembership.permission) }),
    // The mapping is kept with the account before 'Imported' shows, so another device offers it from then on.
    onSuccess: async () => {
      treeSyncOf(queryClient).catchUp(teamtreeId);
      void queryClient.invalidateQueries({ queryKey: ['import-context', teamtreeId] });
      await rememberMapping(queryClient, chosen!.table, { mapping: chosen!.mapping, dateFormat: chosen!.dateFormat });
    },
  });

  async function choose(file: File | undefined) {
    setReadError(null);
    setLeaderIsSomeoneElse(false);
    save.reset();
    if (!file) return;
    try {
      setChosen(await readChosenFile(await accountSettings(queryClient), file, categoryNames));
    } catch (err) {
      setChosen(null);
      setReadError(err instanceof Error ? importText(err.message) : t('importer.unreadable'));
    }
  }
  const setMapping = (mapping: ColumnMapping) =>
    setChosen((c) => c && { ...c, mapping, dateFormat: c.dateFormat ?? detectDateFormat(dateSamples(c.table, mapping)) });
  const setDateFormat = (dateFormat: DateFormat) => setChosen((c) => c && { ...c, dateFormat });

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <ChooseImportFile onFile={(file) => void choose(file)} />
        {readError && <Alert>{readError}</Alert>}
      </Card>
      {chosen && validation && (
        <Card className="space-y-4">
          <h2 className="text-lg font-semibold">{t('importer.columnsOf', { name: chosen.name })}</h2>
          <MappingPreview table={chosen.table} mapping={chosen.mapping} roles={columnRoles(categoryNames)} roleLabel={roleLabel} ignored="ignore" onChange={setMapping} />
          <ImportSetup
            dateFormat={chosen.dateFormat}
            onDateFormat={setDateFormat}
            phoneCountry={phoneCountry}
            onPhoneCountry={setPhoneCountry}
            partners={sorted}
            parentId={parentId ?? root?.id ?? null}
            onParent={setParentId}
          />
          {validation.mappingProblem ? <Alert>{importText(validation.mappingProblem)}</Alert> : <ImportReport validation={validation} onLeaderIsSomeoneElse={setLeaderIsSomeoneElse} />}
          {save.error && <Alert>{errorMessage(save.error)}</Alert>}
          {save.data ? (
            <ImportDone teamtreeId={teamtreeId} added={save.data.added} updated={save.data.updated} />
          ) : (
            <Button disabled={!ready || validation.rows.length === 0 || save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? t('importer.importing') : t('importer.importPartners', { count: validation.rows.length - validation.counts.root, number: count(validation.rows.length - validation.counts.root) })}
            </Button>
          )}
        </Card>
      )}
    </div>
  );
}
