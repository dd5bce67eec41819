/** The page that asks a sign-in for its second step; the sign-in's token rides in the fragment (`#mfaToken=…`), which reaches no server log. */
export const TWO_STEP_PATH = '/auth/signin/two-step';

/** Where a first step that asks for the code continues: that page with the token and where to go after. */
export function twoStepHref(mfaToken: string, returnUrl: string | null): string {
  const query = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  return `${TWO_STEP_PATH}${query}#mfaToken=${encodeURIComponent(mfaToken)}`;
}

/** The token of `#mfaToken=…` ('' without one). */
export const mfaTokenOf = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('mfaToken') ?? '';
