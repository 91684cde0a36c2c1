import { z } from '@hono/zod-openapi';
import { currentUser } from '../../middleware/auth';
import { ActiveBody, AdminUserListQuery, AdminUserSchema, RoleBody } from '../../../contract/admin-users';
import { IdParam } from '../../../contract/fields';
import { MESSAGES, notFound, unprocessable } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { changeAccess, listAdminUsers, type AccessFailure } from '../../services/admin-users';
import { ADMIN_USER_MESSAGES } from './messages';
import { ADMIN, guardedRoute } from '../content/guarded-route';

const tags = ['Users'];
const badInput = { 400: errorResponse(MESSAGES.invalidInput) } as const;
const changeErrors = {
  ...badInput,
  404: errorResponse(MESSAGES.notFound),
  422: errorResponse(`${MESSAGES.unprocessable}: oneself, or the last active administrator`),
} as const;

const list = guardedRoute(ADMIN, {
  method: 'get',
  path: '/admin/users',
  tags,
  summary: 'Users for the dashboard (admin): active flag and post count; searched, sorted, paginated (X-Total-Count)',
  request: { query: AdminUserListQuery },
  responses: { 200: jsonContent(z.array(AdminUserSchema), 'A page of users'), ...badInput },
});

const role = guardedRoute(ADMIN, {
  method: 'patch',
  path: '/users/{id}/role',
  tags,
  summary: 'Changes the role of another user (admin)',
  request: { params: IdParam, body: { content: { 'application/json': { schema: RoleBody } }, required: true } },
  responses: { 200: jsonContent(AdminUserSchema, 'The user'), ...changeErrors },
});

const active = guardedRoute(ADMIN, {
  method: 'patch',
  path: '/users/{id}/active',
  tags,
  summary: 'Deactivates (signs out everywhere, refuses sign-in) or reactivates another user (admin)',
  request: { params: IdParam, body: { content: { 'application/json': { schema: ActiveBody } }, required: true } },
  responses: { 200: jsonContent(AdminUserSchema, 'The user'), ...changeErrors },
});

function refusal(reason: AccessFailure, field: 'role' | 'active') {
  if (reason === 'not-found') return notFound();
  return unprocessable({ [field]: [reason === 'self' ? ADMIN_USER_MESSAGES.self : ADMIN_USER_MESSAGES.lastAdmin] });
}

export const adminUserRoutes = createRouter()
  .openapi(list, async (c) => {
    const { items, total } = await listAdminUsers(c.var.deps.db, c.req.valid('query'));
    c.header('X-Total-Count', String(total));
    c.header('Cache-Control', 'private, no-store');
    return c.json(items, 200);
  })
  .openapi(role, async (c) => {
    const result = await changeAccess(c.var.deps.db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'));
    if (!result.ok) throw refusal(result.reason, 'role');
    return c.json(result.user, 200);
  })
  .openapi(active, async (c) => {
    const result = await changeAccess(c.var.deps.db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json'));
    if (!result.ok) throw refusal(result.reason, 'active');
    return c.json(result.user, 200);
  });
