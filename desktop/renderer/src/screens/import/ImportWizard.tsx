import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ColumnMapping } from '@shared/import/column-mapping';
import { detectDateFormat, type DateFormat } from '@shared/import/date-formats';
import { dateSamples } from '@shared/import/read-rows';
import { validateImport } from '@shared/import/validate-import';
import { isDialCountry } from '@shared/domain/phone-links';
import { DEFAULT_DIAL_COUNTRY } from '@shared/domain/dial-country';
import { treeSettingsOf, type StatusTreeAnswer } from '@shared/schemas/teamtree';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/PageFrame';
import { treeSyncOf } from '../../realtime/tree-sync';
import { fetchImportContext, postImport } from './import-api';
import { ImportReport } from './ImportReport';
import { ImportSetup } from './ImportSetup';
import { MappingPreview } from './MappingPreview';
import { rememberMapping } from './mapping-memory';
import { readChosenFile, type ChosenFile } from './read-chosen-file';

/** The tree's partners as the import matches them: ids, names and the partner IDs of earlier imports. */
function usePartners(tree: StatusTreeAnswer) {
  const teamtreeId = tree.teamtree.id;
  const context = useQuery({ queryKey: ['import-context', teamtreeId], queryFn: () => fetchImportContext(teamtreeId) });
  return useMemo(() => {
    const externalIds = new Map((context.data?.externalIds ?? []).map((entry) => [entry.profileId, entry.externalId]));
    const partners = tree.teamtree.profiles.map((p) => ({ id: p.id, name: p.name, externalId: externalIds.get(p.id) ?? null }));
    return { partners, ready: context.isSuccess, sorted: [...partners].sort((a, b) => a.name.localeCompare(b.name)) };
  }, [tree, context.data, context.isSuccess]);
}

/** Choose a file, check the preview, the mapping and the date format, read the report, confirm. */
export function ImportWizard({ tree }: { tree: StatusTreeAnswer }) {
  const teamtreeId = tree.teamtree.id;
  const queryClient = useQueryClient();
  const { partners, sorted, ready } = usePartners(tree);
  const root = tree.teamtree.profiles.find((p) => p.parentId === null) ?? null;
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [parentId, setParentId] = useState<string | null>(root?.id ?? null);
  const treeCountry = treeSettingsOf(tree.teamtree).dialCountry;
  const [phoneCountry, setPhoneCountry] = useState(isDialCountry(treeCountry) ? treeCountry : DEFAULT_DIAL_COUNTRY);
  const categoryNames = useMemo(() => tree.teamtree.categories.map((c) => c.name), [tree]);
  const context = useMemo(() => ({ partners, categoryNames, plan: tree.teamtree.ownerPlan }), [partners, categoryNames, tree]);
  const validation = useMemo(
    () => (chosen ? validateImport(chosen.table, chosen.mapping, chosen.dateFormat, context, phoneCountry) : null),
    [chosen, context, phoneCountry],
  );
  const save = useMutation({
    mutationFn: () => postImport({ teamtreeId, parentId: root ? (parentId ?? root.id) : null, rows: validation!.rows }),
    onSuccess: () => {
      rememberMapping(teamtreeId, chosen!.table, chosen!.mapping, chosen!.dateFormat);
      treeSyncOf(queryClient).catchUp(teamtreeId);
      void queryClient.invalidateQueries({ queryKey: ['import-context', teamtreeId] });
    },
  });

  async function choose(file: File | undefined) {
    setReadError(null);
    save.reset();
    if (!file) return;
    try {
      setChosen(await readChosenFile(teamtreeId, file, categoryNames));
    } catch (err) {
      setChosen(null);
      setReadError(err instanceof Error ? err.message : 'The file cannot be read.');
    }
  }
  const setMapping = (mapping: ColumnMapping) =>
    setChosen((c) => c && { ...c, mapping, dateFormat: c.dateFormat ?? detectDateFormat(dateSamples(c.table, mapping)) });
  const setDateFormat = (dateFormat: DateFormat) => setChosen((c) => c && { ...c, dateFormat });

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <label className="block text-sm font-medium">
          Choose a CSV or Excel (.xlsx) file
          <input type="file" accept=".csv,.txt,.xlsx" className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-white touch:text-base touch:file:py-2.5" onChange={(event) => void choose(event.target.files?.[0])} />
        </label>
        {readError && <Alert>{readError}</Alert>}
      </Card>
      {chosen && validation && (
        <Card className="space-y-4">
          <h2 className="text-lg font-semibold">Columns of {chosen.name}</h2>
          <MappingPreview table={chosen.table} mapping={chosen.mapping} treeCategories={categoryNames} onChange={setMapping} />
          <ImportSetup
            dateFormat={chosen.dateFormat}
            onDateFormat={setDateFormat}
            phoneCountry={phoneCountry}
            onPhoneCountry={setPhoneCountry}
            partners={sorted}
            parentId={parentId ?? root?.id ?? null}
            onParent={setParentId}
          />
          {validation.mappingProblem ? <Alert>{validation.mappingProblem}</Alert> : <ImportReport validation={validation} />}
          {save.error && <Alert>{save.error.message}</Alert>}
          {save.data ? (
            <Alert tone="success">
              Imported: {save.data.added} new, {save.data.updated} updated.{' '}
              <Link className="font-semibold underline" to={`/teamtree?teamtreeId=${encodeURIComponent(teamtreeId)}`}>
                Open the TeamTree
              </Link>
            </Alert>
          ) : (
            <Button disabled={!ready || validation.rows.length === 0 || save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? 'Importing…' : `Import ${validation.rows.length} partners`}
            </Button>
          )}
        </Card>
      )}
    </div>
  );
}
