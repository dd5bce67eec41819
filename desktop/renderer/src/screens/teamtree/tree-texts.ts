import type { LabelWords } from '@shared/domain/distinct-names';
import type { MoveRefusalTexts } from '@shared/domain/upline-choice';
import { formatCount, formatNumber } from '../../i18n/formats';
import { currentLanguage, t } from '../../i18n/i18n';

/**
 * Counts of the tree page in the language shown, for code that builds a sentence around them:
 * '12 partners' / '12 Partner'. `grouped`: '1,234' in English too (the team figures and the
 * canvas's marks always grouped their numbers); otherwise English shows '1234' as it always did.
 */
export function countText(value: number, grouped = false): string {
  const language = currentLanguage();
  return grouped ? formatNumber(value, language) : formatCount(value, language);
}

/** '1 partner', '12 partners' ('1 Partner', '12 Partner'). */
export const partnersText = (count: number, grouped = false): string => t('teamtree.partners', { count, n: countText(count, grouped) });

/** The words of the labels that tell partners of one name apart ('Anna · under Max' / 'Anna · unter Max'). */
export const labelWords = (): LabelWords => ({ root: t('teamtree.labels.root'), under: t('teamtree.labels.under') });

/** Why a move is refused, in the language shown ('Change upline…' and a drop on the canvas). */
export const moveRefusalTexts = (): MoveRefusalTexts => ({
  self: (mover) => t('teamtree.refusal.self', { mover }),
  already: (mover, upline) => t('teamtree.refusal.already', { mover, upline }),
  root: () => t('teamtree.refusal.root'),
  downline: (candidate, mover) => t('teamtree.refusal.downline', { candidate, mover }),
});
