import Router from '@koa/router';
import { z } from 'zod';
import { safeReturnUrl } from '../../shared/domain/return-url';
import { googleDesktopExchangeRequest, googleStartQuery } from '../../shared/schemas/auth';
import type { AppContext } from '../app-context';
import { desktopLoopbackRedirect } from '../auth/desktop-loopback';
import { desktopSignInCodes } from '../auth/desktop-sign-in-codes';
import { clearGoogleFlowCookie, setGoogleFlowCookie, startedInThisBrowser } from '../auth/google-flow-cookie';
import { accountForGoogleIdentity } from '../auth/google-accounts';
import { oauthStates } from '../auth/oauth-states';
import { OidcClient } from '../auth/oidc-client';
import { clientKindOf, usesSecureCookies } from '../auth/session-issuer';
import { finishSignIn } from '../auth/two-step-sign-in';
import { badRequest, notFound } from '../http/errors';
import { validate } from '../http/validate';

const NOT_CONFIGURED = 'Google sign-in is not configured';
const STATE_REFUSED = 'This Google sign-in is unknown, was already used or has expired. Please start again.';
const CANCELLED = 'Google sign-in was cancelled.';
const INCOMPLETE_PROFILE_ROUTE = '/auth/signup/extra';
const HOME_ROUTE = '/dashboard';
/** The web page that asks a Google sign-in of an account with two-step sign-in for its code. */
const SECOND_STEP_ROUTE = '/auth/signin/two-step';
const FOREIGN_FLOW_ROUTE = '/auth/signin?error=google';
const DESKTOP_CODE_REFUSED = 'This Google sign-in code is invalid, was already used or has expired. Please sign in again.';
const DESKTOP_ONLY = 'This sign-in is for the TeamTree desktop app (X-TeamTree-Client: desktop).';

/** What the issuer appends to our redirect URI (RFC 6749 4.1.2 and 4.1.2.1). */
const callbackQuery = z
  .object({
    state: z.string().min(1, 'state is required').max(512),
    code: z.string().min(1).max(4096).optional(),
    error: z.string().max(256).optional(),
  })
  .refine((q) => q.code !== undefined || q.error !== undefined, { message: 'code is required', path: ['code'] });

/** Google sign-in (OpenID Connect, authorization code flow with PKCE). */
export function googleRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/auth/google' });
  const oidc = app.settings.google ? new OidcClient(app.settings.google) : null;
  const configured = (): OidcClient => {
    if (!oidc) throw notFound(NOT_CONFIGURED);
    return oidc;
  };
  const redirectUri = () => `${app.publicUrl()}/api/auth/google/callback`;

  router.get('/', async (ctx) => {
    const client = configured();
    // The desktop app names its loopback port and PKCE challenge; the web sends neither.
    // The web may name the page to come back to (the desktop app goes on by itself).
    const { desktopPort, challenge, returnUrl } = validate(googleStartQuery, ctx.query);
    const desktop = desktopPort !== undefined && challenge !== undefined ? { port: desktopPort, challenge } : undefined;
    const pending = oauthStates.generate(desktop, desktop ? undefined : (safeReturnUrl(returnUrl) ?? undefined));
    const location = await client.authorizationUrl({ ...pending, redirectUri: redirectUri() });
    await oauthStates.save(app.db, pending);
    setGoogleFlowCookie(ctx, pending.state, usesSecureCookies(app));
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(location);
  });

  router.get('/callback', async (ctx) => {
    const client = configured();
    ctx.set('Cache-Control', 'no-store');
    const query = validate(callbackQuery, ctx.query);
    const pending = await oauthStates.consume(app.db, query.state);
    if (!pending) throw badRequest(STATE_REFUSED);
    // Login CSRF: a flow finishes only in the browser that started it (its cookie holds the state).
    if (!startedInThisBrowser(ctx, pending.state)) {
      ctx.redirect(FOREIGN_FLOW_ROUTE);
      return;
    }
    clearGoogleFlowCookie(ctx, usesSecureCookies(app));
    /** The account the issuer's answer proves; refusals are HttpErrors. */
    const signIn = async () => {
      if (query.error !== undefined || query.code === undefined) throw badRequest(CANCELLED);
      const idToken = await client.exchangeCode(query.code, redirectUri(), pending.codeVerifier);
      const identity = await client.verifyIdToken(idToken, pending.nonce);
      return accountForGoogleIdentity(app, identity);
    };
    if (pending.desktop) {
      // RFC 8252: the desktop app's loopback listener gets a one-time code (or why not); no cookie here.
      const location = await desktopLoopbackRedirect(app.db, pending.desktop, async () => {
        const user = await signIn();
        return { userId: user.id, next: user.profileComplete ? null : INCOMPLETE_PROFILE_ROUTE };
      });
      ctx.redirect(location);
      return;
    }
    const user = await signIn();
    // A session cookie until the user says "Keep me logged in" on the complete-profile step.
    const next = user.profileComplete ? null : INCOMPLETE_PROFILE_ROUTE;
    const answer = await finishSignIn(app, ctx, { userId: user.id, stay: false, client: 'browser', next });
    // Two-step sign-in: the page asks for the code (and goes back after it); the token rides in the fragment, which no server or Referer sees.
    // The kept page is decided again as it leaves (a state saved before a stricter rule is no way off-site).
    const back = safeReturnUrl(pending.returnTo);
    if ('mfaRequired' in answer) {
      const query = back ? `?returnUrl=${encodeURIComponent(back)}` : '';
      ctx.redirect(`${SECOND_STEP_ROUTE}${query}#mfaToken=${answer.mfaToken}`);
      return;
    }
    ctx.redirect(next ?? back ?? HOME_ROUTE);
  });

  router.post('/desktop', async (ctx) => {
    configured();
    ctx.set('Cache-Control', 'no-store');
    if (clientKindOf(ctx) !== 'desktop') throw badRequest(DESKTOP_ONLY);
    const input = validate(googleDesktopExchangeRequest, ctx.request.body);
    const grant = await desktopSignInCodes.redeem(app.db, input.code, input.verifier);
    if (!grant) throw badRequest(DESKTOP_CODE_REFUSED);
    ctx.body = await finishSignIn(app, ctx, { userId: grant.userId, stay: grant.stay, client: 'desktop', next: grant.next });
  });

  return router;
}
