import { useEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { todayIn } from '@shared/domain/calendar-date';
import { exportFileName } from '@shared/export/export-file-name';
import { downloadBlob } from '../../export/download';
import type { ExportChoice } from '../../export/use-export-runner';
import { PrintSheet, type PrintPage } from './PrintSheet';
import { drawTreeImage, treePng, type TreePart } from './tree-image';
import type { TreeCanvasHandle } from './tree/TreeCanvas';
import { LIGHT, type Palette } from './tree/palette';
import { useQueryClient } from '@tanstack/react-query';
import type { StatusTreeAnswer } from '@shared/schemas/teamtree';
import { downloadTable } from '../../export/table-download';
import { fetchFigures, figuresKeys } from '../../figures/figures-api';
import { monthFiguresOf, usePeriod } from '../../figures/use-figures';
import { treeTable } from '../../export/tree-table';

/** What the tree's table export reads: the tree as the status answer has it, and who the viewer is (the levels below them). */
export interface TreeTableSource {
  tree: StatusTreeAnswer['teamtree'];
  linkedProfileId: string | null;
}

/** Paper: the light colours on white. */
const PAPER: Palette = { ...LIGHT, background: '#ffffff' };

/**
 * The tree page's exports (its Export menu, or the tools menu on a phone): the whole tree or the
 * visible part as a PNG, or printed on a page laid out for paper with the browser's print (or
 * saved as PDF there). A large tree is small on one page: its visible part, zoomed to a team,
 * prints readably. Every image is drawn by the canvas's own viewport (renderTo), from the layout
 * on screen. `printSheet` is the page for paper, to be in the document while it is printed.
 * 'Partner table' as CSV or Excel writes the partners in tree order (tree-table.ts) with the
 * figures of the month picked in 'Period' while the tree has figures (read when it runs).
 */
export function useTreeExport(canvas: RefObject<TreeCanvasHandle | null>, treeName: string, partners: number, source: TreeTableSource): { choices: ExportChoice[]; printSheet: ReactNode } {
  const [sheet, setSheet] = useState<PrintPage | null>(null);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { period } = usePeriod(source.tree.id);
  const { tree, linkedProfileId } = source;
  useEffect(() => {
    if (!sheet) return;
    const printed = () => setSheet(null);
    window.addEventListener('afterprint', printed);
    return () => window.removeEventListener('afterprint', printed);
  }, [sheet]);

  const choices = useMemo<ExportChoice[]>(() => {
    const viewport = () => {
      if (!canvas.current) throw new Error(t('teamtree.exports.notDrawn'));
      return canvas.current;
    };
    const png = (part: TreePart) => async () => downloadBlob(await treePng(viewport(), part), exportFileName(treeName, todayIn(), 'png'));
    const print = (part: TreePart) => () => {
      const image = drawTreeImage(viewport(), part, { palette: PAPER, minDpr: 2 }).toDataURL('image/png');
      // The page for paper must be in the document before the print dialog takes its picture.
      flushSync(() => setSheet({ treeName, partners, part, date: todayIn(), image }));
      window.print();
    };
    const table = (format: 'csv' | 'xlsx') => async () => {
      const answer = period ? await queryClient.fetchQuery({ queryKey: figuresKeys.month(tree.id, period), queryFn: () => fetchFigures(tree.id, period), staleTime: 60_000 }) : null;
      await downloadTable(treeTable(tree, linkedProfileId, answer ? monthFiguresOf(answer) : null), format, { tree: treeName, sheet: t('figures.views.treeSheet') });
    };
    return [
      { label: t('figures.views.treeTableCsv'), run: table('csv') },
      { label: t('figures.views.treeTableXlsx'), run: table('xlsx') },
      { label: t('teamtree.exports.wholePng'), run: png('whole') },
      { label: t('teamtree.exports.visiblePng'), run: png('visible') },
      { label: t('teamtree.exports.printWhole'), run: print('whole') },
      { label: t('teamtree.exports.printVisible'), run: print('visible') },
    ];
  }, [canvas, treeName, partners, t, period, queryClient, tree, linkedProfileId]);

  return { choices, printSheet: sheet && <PrintSheet page={sheet} /> };
}
