import { useCallback, useState } from 'react';
import { FIRST_PAGES, revealPages, showMore, type Pages, type RevealInput } from './paging';

/**
 * The pages of very wide teams drawn on one tree's page (paging.ts), kept while the page is open:
 * one more on a 'Show more' node, and all up to a partner that a search, a link or the list goes
 * to. Keyed by partner id, so live changes keep them.
 */
export function useTreePages(treeId: string): { pages: Pages; showMore(id: string): void; reveal(tree: RevealInput, i: number): void } {
  const [held, setHeld] = useState<{ treeId: string; pages: Pages }>({ treeId, pages: FIRST_PAGES });
  const pages = held.treeId === treeId ? held.pages : FIRST_PAGES;
  const change = useCallback(
    (next: (pages: Pages) => Pages) =>
      setHeld((was) => {
        const before = was.treeId === treeId ? was.pages : FIRST_PAGES;
        const after = next(before);
        return after === was.pages ? was : { treeId, pages: after };
      }),
    [treeId],
  );
  const more = useCallback((id: string) => change((p) => showMore(p, id)), [change]);
  const reveal = useCallback((tree: RevealInput, i: number) => change((p) => revealPages(p, tree, i)), [change]);
  return { pages, showMore: more, reveal };
}
