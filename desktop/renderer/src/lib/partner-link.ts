/** The tree page with a partner selected: what a row, a card, a day entry or a bell entry opens. */
export function partnerHref(teamtreeId: string, partnerId: string): string {
  return `/teamtree?${new URLSearchParams({ teamtreeId, partnerId })}`;
}
