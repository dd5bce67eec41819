/** Where a field the tree's owner hides from READ members would be (docs/privacy.md "What READ members see"). */
export function HiddenByOwner() {
  return <span className="text-slate-600 italic dark:text-slate-400">Hidden by the owner</span>;
}
