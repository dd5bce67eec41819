/**
 * Whether the router's copy of the address's query is the one the window shows now.
 *
 * React Router applies every change of the address in a React transition, so a page that wrote
 * the address twice in a row (a partner chosen, then another; two letters typed into a search)
 * can still render once with the first write. A page that also follows the address (a link, Back)
 * must not take that stale copy for a change: it would undo what the user did last.
 */
export function isCurrentAddress(params: URLSearchParams, search: string = window.location.search): boolean {
  return params.toString() === new URLSearchParams(search).toString();
}
