import { createRoute } from '@hono/zod-openapi';
import { ContactAccepted, ContactBody } from '../../../contract/contact';
import { MESSAGES } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { clientIp, rateLimitsFor } from '../../services/rate-limit';
import { sendToAdmins } from './mail';

export const CONTACT_SENT = 'Your message has been sent';

const contact = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: 'Sends a visitor message to the admins by mail (5 per hour per address)',
  request: { body: { content: { 'application/json': { schema: ContactBody } }, required: true } },
  responses: {
    202: jsonContent(ContactAccepted, 'Accepted: the mail is on its way to the admins'),
    400: errorResponse(MESSAGES.invalidInput),
    429: errorResponse(MESSAGES.tooManyRequests),
  },
});

export const contactRoutes = createRouter().openapi(contact, async (c) => {
  const deps = c.var.deps;
  const body = c.req.valid('json');
  await rateLimitsFor(deps).consume(['contactIp', clientIp(c)]);
  // A filled honeypot is a bot: it gets the same answer and nothing is sent.
  if (!body.website) await sendToAdmins(deps, body);
  return c.json({ message: CONTACT_SENT }, 202);
});
