import { and, eq } from 'drizzle-orm';
import type { ContactInput } from '../../../contract/contact';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { escapeHtml } from '../../services/mail/layout';
import { queueMail } from '../../services/mail/mailer';

export async function adminAddresses(deps: AppDeps): Promise<string[]> {
  const rows = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'ROLE_ADMIN'), eq(users.active, true)));
  return rows.map((row) => row.email);
}

export function contactMail(input: ContactInput, siteUrl: string) {
  const subject = `[HDX contact] ${input.subject || `Message from ${input.name}`}`;
  const text = [
    `Message sent from the contact form of ${siteUrl}`,
    '',
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject || '(none)'}`,
    `Language: ${input.locale}`,
    '',
    input.message,
    '',
    `Answer by writing to ${input.email}.`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,Arial,sans-serif;color:#1c1917">
<p>Message sent from the contact form of ${escapeHtml(siteUrl)}</p>
<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>&gt;<br>
<strong>Subject:</strong> ${escapeHtml(input.subject || '(none)')}<br>
<strong>Language:</strong> ${escapeHtml(input.locale)}</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
</body></html>
`;
  return { subject, text, html };
}

/** One mail per active admin, sent in the background (delivery failures are logged). */
export async function sendToAdmins(deps: AppDeps, input: ContactInput): Promise<number> {
  const recipients = await adminAddresses(deps);
  if (!recipients.length) deps.logger.warn('contact message received but there is no active admin to send it to');
  const mail = contactMail(input, deps.env.PUBLIC_URL);
  for (const to of recipients) queueMail(deps, { to, ...mail });
  return recipients.length;
}
