/**
 * The pages inside the shell: its top bar and bell show the active tree on every one of them, so
 * opening one asks for that tree at once (routes/warm-start.ts, and before the app's code in a
 * browser: public/early-tree.js, whose own copy of this list a unit test keeps in step).
 */
export const SHELL_PAGES: ReadonlySet<string> = new Set(['/today', '/dashboard', '/teamtree', '/teamlist', '/teambars', '/broadcast', '/import', '/admin']);
