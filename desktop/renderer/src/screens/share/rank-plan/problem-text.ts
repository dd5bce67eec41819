import type { TFunction } from 'i18next';
import type { RankProblem } from '@shared/domain/rank-plan-input';
import { RANK_MAX } from '@shared/schemas/figures';
import type { Language } from '../../../i18n/language';
import { formatNumber } from '../../../i18n/formats';

/** What a rank field's problem (readRankPlan) reads in the language shown. */
export function problemText(t: TFunction, problem: RankProblem, language: Language): string {
  switch (problem) {
    case 'nameTooLong':
      return t('figures.rankPlan.problems.nameTooLong', { max: RANK_MAX });
    case 'notANumber':
      return t('figures.rankPlan.problems.notANumber', { example: formatNumber(1234.5, language, { minimumFractionDigits: 2 }) });
    default:
      return t(`figures.rankPlan.problems.${problem}`);
  }
}
