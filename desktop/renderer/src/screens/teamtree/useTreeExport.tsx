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

/** Paper: the light colours on white. */
const PAPER: Palette = { ...LIGHT, background: '#ffffff' };

/**
 * The tree page's exports (its Export menu, or the tools menu on a phone): the whole tree or the
 * visible part as a PNG, or printed on a page laid out for paper with the browser's print (or
 * saved as PDF there). A large tree is small on one page: its visible part, zoomed to a team,
 * prints readably. Every image is drawn by the canvas's own viewport (renderTo), from the layout
 * on screen. `printSheet` is the page for paper, to be in the document while it is printed.
 */
export function useTreeExport(canvas: RefObject<TreeCanvasHandle | null>, treeName: string, partners: number): { choices: ExportChoice[]; printSheet: ReactNode } {
  const [sheet, setSheet] = useState<PrintPage | null>(null);
  const { t } = useTranslation();
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
    return [
      { label: t('teamtree.exports.wholePng'), run: png('whole') },
      { label: t('teamtree.exports.visiblePng'), run: png('visible') },
      { label: t('teamtree.exports.printWhole'), run: print('whole') },
      { label: t('teamtree.exports.printVisible'), run: print('visible') },
    ];
  }, [canvas, treeName, partners, t]);

  return { choices, printSheet: sheet && <PrintSheet page={sheet} /> };
}
