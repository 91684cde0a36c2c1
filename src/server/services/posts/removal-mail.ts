import { eq } from 'drizzle-orm';
import { formatAmount } from '../../../lib/format';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { renderHtml, renderText, type MailContent } from '../mail/layout';
import { queueMail } from '../mail/mailer';
import { mailLocale, SITE_NAME } from '../mail/templates';

/** Why a buyer could not be refunded automatically, in the buyer's words. */
export type RefundFailure = 'no-payment-service' | 'no-payment' | 'no-amount' | 'provider-refused';

export type RefundOutcome =
  | { refunded: true; refundId: string; amountCents: number }
  | { refunded: false; failure: RefundFailure; amountCents: number };

const REASONS: Record<'en' | 'fr', Record<RefundFailure, string>> = {
  en: {
    'no-payment-service': 'payments are not available at the moment',
    'no-payment': 'we found no card payment for this order',
    'no-amount': 'we could not work out the share of this video in what you bought',
    'provider-refused': 'the payment service did not accept the refund',
  },
  fr: {
    'no-payment-service': 'les paiements sont indisponibles pour le moment',
    'no-payment': 'aucun paiement par carte n’est enregistré pour cette commande',
    'no-amount': 'nous n’avons pas pu calculer la part de cette vidéo dans votre achat',
    'provider-refused': 'le service de paiement a refusé le remboursement',
  },
};

function content(
  locale: 'en' | 'fr',
  data: { username: string; title: string; orderId: number; outcome: RefundOutcome; link: string; siteUrl: string },
): MailContent & { subject: string } {
  const { outcome } = data;
  const euros = (cents: number) => `${formatAmount(cents / 100, locale)} €`;
  if (locale === 'fr') {
    return {
      subject: `« ${data.title} » a été retirée de ${SITE_NAME}`,
      heading: 'Une vidéo que vous avez achetée a été retirée',
      greeting: `Bonjour ${data.username},`,
      paragraphs: [
        `L’équipe ${SITE_NAME} a retiré la vidéo « ${data.title} » (commande n° ${data.orderId}) : vous ne pouvez plus la regarder.`,
        outcome.refunded
          ? `Nous vous avons remboursé ${euros(outcome.amountCents)} sur le moyen de paiement utilisé.`
          : `Nous n’avons pas pu vous rembourser automatiquement : ${REASONS.fr[outcome.failure]}. Écrivez-nous depuis la page contact : nous vous rembourserons.`,
      ],
      button: outcome.refunded ? 'Voir la commande' : 'Nous contacter',
      link: data.link,
      note: 'Nous sommes désolés pour la gêne occasionnée.',
      footer: `${SITE_NAME} · Arts martiaux historiques européens · ${data.siteUrl}`,
    };
  }
  return {
    subject: `“${data.title}” was removed from ${SITE_NAME}`,
    heading: 'A video you bought was removed',
    greeting: `Hello ${data.username},`,
    paragraphs: [
      `The ${SITE_NAME} team removed the video “${data.title}” (order #${data.orderId}): you can no longer watch it.`,
      outcome.refunded
        ? `We refunded ${euros(outcome.amountCents)} to the payment method you used.`
        : `We could not refund you automatically: ${REASONS.en[outcome.failure]}. Please write to us from the contact page and we will refund you.`,
    ],
    button: outcome.refunded ? 'See the order' : 'Contact us',
    link: data.link,
    note: 'We are sorry for the trouble.',
    footer: `${SITE_NAME} · Historical European Martial Arts · ${data.siteUrl}`,
  };
}

/** Tells a buyer that a post they paid for was removed, and whether (or why not) they were refunded. */
export async function sendRemovalNotice(
  deps: AppDeps,
  notice: { userId: number; title: string; orderId: number; outcome: RefundOutcome },
): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, username: users.username, locale: users.locale })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (!user) return;
  const locale = mailLocale(user.locale);
  const siteUrl = deps.env.PUBLIC_URL;
  const link = notice.outcome.refunded ? `${siteUrl}/success?order=${notice.orderId}` : `${siteUrl}/contact`;
  const mail = content(locale, {
    username: user.username,
    title: notice.title,
    orderId: notice.orderId,
    outcome: notice.outcome,
    link,
    siteUrl,
  });
  queueMail(deps, {
    to: user.email,
    subject: mail.subject,
    text: renderText(mail),
    html: renderHtml(mail, locale),
    link,
  });
}
