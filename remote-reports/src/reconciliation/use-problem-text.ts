import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../i18n';
import { isSettlementProblem } from './reconciliation-rules';

/** Why a line is unmatched, in words in the current language; a code the panel does not know shows as the API sent it. */
export function useProblemText(): (problem: string) => string {
  const { t } = useTranslation(REPORTS_NS);
  return useCallback((problem: string) => (isSettlementProblem(problem) ? t(`reconciliation.lines.problems.${problem}`) : problem), [t]);
}
