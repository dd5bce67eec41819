import { useSearchParams } from 'react-router';
import { readGrouping, writeGrouping } from './url-view-state';

/** Bars grouping: `upline` (the spec's default), `billdate` or `category:<name>`. */
export const DEFAULT_GROUPING = 'upline';

/** Teambars' grouping, kept in the address (`?group=billdate`) so Back and reload keep it. */
export function useBarsGrouping(): [grouping: string, setGrouping: (grouping: string) => void] {
  const [params, setParams] = useSearchParams();
  const grouping = readGrouping(params) ?? DEFAULT_GROUPING;
  return [grouping, (next) => setParams(writeGrouping(params, next, DEFAULT_GROUPING))];
}
