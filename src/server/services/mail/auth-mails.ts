import type { AppDeps } from '../../context';
import { renderHtml, renderText } from './layout';
import { queueMail } from './mailer';
import { mailLocale, TEMPLATES, type MailKind } from './templates';

interface Recipient {
  email: string;
  username: string;
  locale: string;
}

/** Absolute links (PUBLIC_URL) to the site's pages. */
export function mailLinks(publicUrl: string) {
  return {
    verifyEmail: (token: string) => `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
    resetPassword: (token: string) => `${publicUrl}/reset-password/${encodeURIComponent(token)}`,
    signIn: () => `${publicUrl}/sign-in`,
    contact: (locale: string) => `${publicUrl}${locale === 'fr' ? '/fr' : ''}/contact`,
  };
}

function sendTemplate(deps: AppDeps, kind: MailKind, to: Recipient, link: string, newEmail?: string): void {
  const locale = mailLocale(to.locale);
  const content = TEMPLATES[locale][kind]({
    username: to.username,
    link,
    siteUrl: deps.env.PUBLIC_URL,
    ...(newEmail === undefined ? {} : { newEmail }),
  });
  queueMail(deps, {
    to: to.email,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content, locale),
    link,
  });
}

export function sendVerificationMail(deps: AppDeps, to: Recipient, token: string): void {
  sendTemplate(deps, 'verify-email', to, mailLinks(deps.env.PUBLIC_URL).verifyEmail(token));
}

export function sendResetMail(deps: AppDeps, to: Recipient, token: string): void {
  sendTemplate(deps, 'reset-password', to, mailLinks(deps.env.PUBLIC_URL).resetPassword(token));
}

export function sendWelcomeMail(deps: AppDeps, to: Recipient): void {
  sendTemplate(deps, 'welcome', to, mailLinks(deps.env.PUBLIC_URL).signIn());
}

/** To the address an account just left: says where it went, so a change the owner did not make is seen. */
export function sendEmailChangedNotice(deps: AppDeps, oldAddress: Recipient, newEmail: string): void {
  const link = mailLinks(deps.env.PUBLIC_URL).contact(mailLocale(oldAddress.locale));
  sendTemplate(deps, 'email-changed', oldAddress, link, newEmail);
}
