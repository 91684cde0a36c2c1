import { eq } from 'drizzle-orm';
import { formatAmount } from '../../../../lib/format';
import type { AppDeps } from '../../../context';
import { users } from '../../../db/schema';
import { renderHtml, renderText, type MailContent } from '../../mail/layout';
import { queueMail } from '../../mail/mailer';
import { mailLocale, SITE_NAME } from '../../mail/templates';
import { getOrder, type OrderView } from './queries';

const euros = (price: string, locale: 'en' | 'fr') => `${formatAmount(price, locale)} €`;

function receiptContent(
  order: OrderView,
  username: string,
  locale: 'en' | 'fr',
  link: string,
  siteUrl: string,
): MailContent & { subject: string } {
  const lines = order.lines.map(
    (line) =>
      `${line.kind === 'package' ? (locale === 'fr' ? 'Pack : ' : 'Package: ') : ''}${line.title} — ${euros(line.price, locale)}`,
  );
  if (locale === 'fr') {
    return {
      subject: `Votre reçu ${SITE_NAME} — commande n° ${order.id}`,
      heading: `Merci pour votre achat !`,
      greeting: `Bonjour ${username},`,
      paragraphs: [
        `Votre paiement pour la commande n° ${order.id} est confirmé.`,
        ...lines,
        `Total : ${euros(order.total, locale)}`,
      ],
      button: 'Voir la commande et regarder les vidéos',
      link,
      note: 'Conservez ce message comme reçu de paiement.',
      footer: `${SITE_NAME} · Arts martiaux historiques européens · ${siteUrl}`,
    };
  }
  return {
    subject: `Your ${SITE_NAME} receipt — order #${order.id}`,
    heading: 'Thank you for your purchase!',
    greeting: `Hello ${username},`,
    paragraphs: [`Your payment for order #${order.id} is confirmed.`, ...lines, `Total: ${euros(order.total, locale)}`],
    button: 'See the order and watch the videos',
    link,
    note: 'Keep this message as your payment receipt.',
    footer: `${SITE_NAME} · Historical European Martial Arts · ${siteUrl}`,
  };
}

/** One receipt per order, sent when the order becomes paid (in the background). */
export async function sendReceipt(deps: AppDeps, orderId: number): Promise<void> {
  const order = await getOrder(deps.db, orderId);
  if (!order) return;
  const [user] = await deps.db
    .select({ email: users.email, username: users.username, locale: users.locale })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!user) return;
  const locale = mailLocale(user.locale);
  const link = `${deps.env.PUBLIC_URL}/success?order=${order.id}`;
  const content = receiptContent(order, user.username, locale, link, deps.env.PUBLIC_URL);
  queueMail(deps, {
    to: user.email,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content, locale),
    link,
  });
}
