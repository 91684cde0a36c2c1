import { createRoute } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import { LoginBody, LoginResponse, RefreshBody, RefreshResponse, SessionUserSchema } from '../../../contract/auth';
import { forbidden, MESSAGES, unauthorized } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { currentUser } from '../../middleware/auth';
import { createRouter } from '../../lib/router';
import { signAccessToken } from '../../lib/access-tokens';
import { checkCredentials, findUserById, hasConfirmedAnAddress } from '../../services/auth/accounts';
import { loadActiveCart } from '../../services/auth/active-cart';
import { revokeRefreshToken, rotateRefreshToken } from '../../services/auth/refresh-tokens';
import { openSession } from '../../services/auth/session-tokens';
import { viewerCookieOptions } from '../../services/access/viewer-cookie';
import { VIEWER_COOKIE } from '../../../lib/cookie-names';
import { toUserView } from '../../services/auth/user-view';
import { accountIpKey, accountKey, clientIp, rateLimitsFor } from '../../services/rate-limit';
import { AUTH_MESSAGES } from './messages';
import { SIGNED_IN, guardedRoute } from '../content/guarded-route';
import { jsonBody } from '../content/bodies';

const login = createRoute({
  method: 'post',
  path: '/login',
  tags: ['Accounts'],
  summary: 'Signs in: access token (15 min), refresh token (7 days) and the user with their active cart',
  description:
    'Failed attempts are limited per address (50 in 15 minutes) and per account on one address (10 in 15 ' +
    'minutes, then 429 with Retry-After); per account they only slow the next attempts down (up to 3 s).',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: jsonContent(LoginResponse, 'Signed in'),
    400: errorResponse(MESSAGES.invalidInput),
    401: errorResponse(AUTH_MESSAGES.invalidCredentials),
    403: errorResponse(AUTH_MESSAGES.unverified),
    429: errorResponse(MESSAGES.tooManyRequests),
  },
});

const refresh = createRoute({
  method: 'post',
  path: '/token/refresh',
  tags: ['Accounts'],
  summary: 'Exchanges a refresh token (single use) for a new access token and the next refresh token',
  request: { body: jsonBody(RefreshBody) },
  responses: {
    200: jsonContent(RefreshResponse, 'New tokens'),
    400: errorResponse(MESSAGES.invalidInput),
    401: errorResponse(`${AUTH_MESSAGES.invalidRefreshToken} (a reused token also revokes its whole family)`),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Accounts'],
  summary:
    'Signs out: revokes the refresh token (and its family) and clears the viewer cookie of signed video addresses',
  request: { body: jsonBody(RefreshBody) },
  responses: { 204: { description: 'Signed out' }, 400: errorResponse(MESSAGES.invalidInput) },
});

const me = guardedRoute(SIGNED_IN, {
  method: 'get',
  path: '/me',
  tags: ['Accounts'],
  summary: 'The signed-in user',
  responses: {
    200: jsonContent(SessionUserSchema, 'The user and their active cart'),
  },
});

export const sessionRoutes = createRouter()
  .openapi(login, async (c) => {
    const deps = c.var.deps;
    const { email, password } = c.req.valid('json');
    const limits = rateLimitsFor(deps);
    const ip = clientIp(c);
    const account = accountKey(email);
    const locks = [
      ['loginIp', ip],
      ['loginAccountIp', accountIpKey(email, ip)],
    ] as const;
    // Counted before the password check, so a concurrent burst cannot outrun the limits.
    await limits.reserve(...locks);
    const check = async () => {
      await limits.slowDown('loginAccount', account);
      return checkCredentials(deps.db, email, password);
    };
    const result = await check().catch(async (error: unknown) => {
      await limits.refund(...locks, ['loginAccount', account]);
      throw error;
    });
    if (!result.ok) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    // The account's count from other addresses stays: only the owner's own address is cleared.
    await Promise.all([
      limits.reset(['loginAccountIp', accountIpKey(email, ip)]),
      limits.refund(['loginIp', ip], ['loginAccount', account]),
    ]);
    const { user } = result;
    // Only after the password is right, so the answer tells a stranger nothing about the address.
    if (!user.emailVerifiedAt && !(await hasConfirmedAnAddress(deps.db, user.id))) {
      throw forbidden(AUTH_MESSAGES.unverified);
    }
    const [tokens, activeCart] = await Promise.all([
      openSession(deps, user, { expectedVersion: user.tokenVersion }),
      loadActiveCart(deps.db, deps.storage, user.id),
    ]);
    // The password was changed while this attempt checked the old one.
    if (!tokens) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    return c.json({ ...tokens, user: { ...toUserView(user), active_cart: activeCart } }, 200);
  })
  .openapi(refresh, async (c) => {
    const { db, storage, secrets } = c.var.deps;
    const result = await rotateRefreshToken(db, c.req.valid('json').refresh_token);
    if (!result.ok) throw unauthorized(AUTH_MESSAGES.invalidRefreshToken);
    const user = await findUserById(db, result.userId);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidRefreshToken);
    const [token, activeCart] = await Promise.all([
      // Keeps the sign-in's time but says it came from a refresh: never a recent sign-in.
      signAccessToken(secrets.jwtSecret, {
        userId: user.id,
        role: user.role,
        username: user.username,
        tokenVersion: result.tokenVersion,
        authTime: result.signedInAt.getTime(),
        via: 'refresh',
      }),
      loadActiveCart(db, storage, user.id),
    ]);
    return c.json(
      { token, refresh_token: result.refreshToken, stripeConnectID: user.stripeConnectId, active_cart: activeCart },
      200,
    );
  })
  .openapi(logout, async (c) => {
    const { db, env } = c.var.deps;
    await revokeRefreshToken(db, c.req.valid('json').refresh_token);
    // The signed video addresses of this browser stop playing with the session, not 5 minutes later.
    setCookie(c, VIEWER_COOKIE, '', viewerCookieOptions(0, env.PUBLIC_URL.startsWith('https:')));
    return c.body(null, 204);
  })
  .openapi(me, async (c) => {
    const { db, storage } = c.var.deps;
    const user = await findUserById(db, currentUser(c).id);
    if (!user) throw unauthorized();
    return c.json({ ...toUserView(user), active_cart: await loadActiveCart(db, storage, user.id) }, 200);
  });
