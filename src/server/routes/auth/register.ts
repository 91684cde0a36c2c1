import { createRoute } from '@hono/zod-openapi';
import { RegisterBody, RegisterResponse } from '../../../contract/auth';
import { MESSAGES, unprocessable } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { registerUser } from '../../services/auth/accounts';
import { toUserView } from '../../services/auth/user-view';
import { sendVerificationMail } from '../../services/mail/auth-mails';
import { accountKey, clientIp, rateLimitsFor } from '../../services/rate-limit';
import { AUTH_MESSAGES } from './messages';

const register = createRoute({
  method: 'post',
  path: '/register',
  tags: ['Accounts'],
  summary: 'Creates an account and sends the e-mail verification link',
  request: { body: { content: { 'application/json': { schema: RegisterBody } }, required: true } },
  responses: {
    201: jsonContent(RegisterResponse, 'Account created, not yet verified'),
    400: errorResponse(MESSAGES.invalidInput),
    422: errorResponse('Username or e-mail already used (field message in `errors`)'),
    429: errorResponse(MESSAGES.tooManyRequests),
  },
});

/** `Accept-Language: fr...` makes French mails when the body names no language. */
function localeOf(header: string | undefined): 'en' | 'fr' {
  return header?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export const registerRoutes = createRouter().openapi(register, async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  await rateLimitsFor(deps).consume(['registerIp', clientIp(c)], ['registerAccount', accountKey(body.email)]);
  const result = await registerUser(deps.db, {
    username: body.username,
    email: body.email,
    password: body.password,
    locale: body.locale ?? localeOf(c.req.header('Accept-Language')),
  });
  if (!result.ok) throw unprocessable(result.errors);
  sendVerificationMail(deps, result.user, result.verifyToken);
  return c.json({ message: AUTH_MESSAGES.registered, user: toUserView(result.user) }, 201);
});
