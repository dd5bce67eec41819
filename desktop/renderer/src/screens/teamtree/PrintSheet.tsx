import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../i18n/formats';
import { currentLanguage } from '../../i18n/i18n';
import { countText, partnersText } from './tree-texts';
import type { TreePart } from './tree-image';

/** What the printed page shows: the tree's name, how many partners, the day, and the tree drawn for paper. */
export interface PrintPage {
  treeName: string;
  partners: number;
  /** The whole tree, or the part the canvas showed. */
  part: TreePart;
  date: string;
  /** The whole tree as a PNG data URL, in the light colours. */
  image: string;
}

/**
 * The page laid out for paper (styles.css, `.print-sheet`): hidden on screen; while it is in the
 * document, printing shows only it, landscape, the tree as large as the page allows.
 */
export function PrintSheet({ page }: { page: PrintPage }) {
  const { t } = useTranslation();
  const count = partnersText(page.partners);
  return createPortal(
    <div className="print-sheet" data-testid="print-sheet">
      <header className="print-sheet-header">
        <h1>{page.treeName}</h1>
        <p>
          {page.part === 'visible' ? t('teamtree.print.part', { count: page.partners, n: countText(page.partners) }) : count} · {formatDay(page.date, currentLanguage())}
        </p>
      </header>
      <img src={page.image} alt={page.part === 'visible' ? t('teamtree.print.imagePart', { name: page.treeName }) : t('teamtree.print.imageWhole', { name: page.treeName })} />
    </div>,
    document.body,
  );
}
