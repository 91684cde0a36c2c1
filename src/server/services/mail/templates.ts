import type { MailContent } from './layout';

export const SITE_NAME = 'HDX';
export type MailLocale = 'en' | 'fr';
export type MailKind = 'verify-email' | 'reset-password' | 'welcome' | 'email-changed';

interface TemplateData {
  username: string;
  link: string;
  siteUrl: string;
  /** The address an e-mail change moved the account to (the notice to the old one names it). */
  newEmail?: string;
}

type Template = (data: TemplateData) => MailContent & { subject: string };

const footer = (siteUrl: string, tagline: string) => `${SITE_NAME} · ${tagline} · ${siteUrl}`;

const en: Record<MailKind, Template> = {
  'verify-email': ({ username, link, siteUrl }) => ({
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    heading: 'Confirm your e-mail address',
    greeting: `Hello ${username},`,
    paragraphs: [`Welcome to ${SITE_NAME}! Please confirm your e-mail address to activate your account.`],
    button: 'Confirm my e-mail address',
    link,
    note: 'This link is valid for 24 hours. If you did not create an account, you can ignore this message.',
    footer: footer(siteUrl, 'Historical European Martial Arts'),
  }),
  'reset-password': ({ username, link, siteUrl }) => ({
    subject: `Reset your ${SITE_NAME} password`,
    heading: 'Reset your password',
    greeting: `Hello ${username},`,
    paragraphs: ['Someone asked to reset the password of your account. Open the link below to choose a new one.'],
    button: 'Choose a new password',
    link,
    note: 'This link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays unchanged.',
    footer: footer(siteUrl, 'Historical European Martial Arts'),
  }),
  welcome: ({ username, link, siteUrl }) => ({
    subject: `Welcome to ${SITE_NAME}`,
    heading: `Welcome to ${SITE_NAME}, ${username}!`,
    greeting: `Hello ${username},`,
    paragraphs: [
      'Your e-mail address is confirmed and your account is ready.',
      'Browse masters, manuscripts, techniques and videos, like and rate posts, and build your favorites.',
    ],
    button: 'Sign in',
    link,
    note: 'Thank you for joining the community.',
    footer: footer(siteUrl, 'Historical European Martial Arts'),
  }),
  'email-changed': ({ username, link, siteUrl, newEmail }) => ({
    subject: `The e-mail address of your ${SITE_NAME} account was changed`,
    heading: 'Your e-mail address was changed',
    greeting: `Hello ${username},`,
    paragraphs: [
      `The e-mail address of your ${SITE_NAME} account was just changed to ${newEmail ?? ''}. You now sign in with that address, and our messages, password reset links included, go there.`,
      'Every session of your account was signed out.',
    ],
    button: 'Contact us',
    link,
    note: 'If you made this change, there is nothing to do. If you did not, contact us at once: someone else may be using your account.',
    footer: footer(siteUrl, 'Historical European Martial Arts'),
  }),
};

const fr: Record<MailKind, Template> = {
  'verify-email': ({ username, link, siteUrl }) => ({
    subject: `Confirmez votre adresse e-mail pour ${SITE_NAME}`,
    heading: 'Confirmez votre adresse e-mail',
    greeting: `Bonjour ${username},`,
    paragraphs: [`Bienvenue sur ${SITE_NAME} ! Confirmez votre adresse e-mail pour activer votre compte.`],
    button: 'Confirmer mon adresse e-mail',
    link,
    note: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message.",
    footer: footer(siteUrl, 'Arts martiaux historiques européens'),
  }),
  'reset-password': ({ username, link, siteUrl }) => ({
    subject: `Réinitialisez votre mot de passe ${SITE_NAME}`,
    heading: 'Réinitialisez votre mot de passe',
    greeting: `Bonjour ${username},`,
    paragraphs: [
      'Une réinitialisation du mot de passe de votre compte a été demandée. Ouvrez le lien ci-dessous pour en choisir un nouveau.',
    ],
    button: 'Choisir un nouveau mot de passe',
    link,
    note: "Ce lien est valable 1 heure et ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    footer: footer(siteUrl, 'Arts martiaux historiques européens'),
  }),
  welcome: ({ username, link, siteUrl }) => ({
    subject: `Bienvenue sur ${SITE_NAME}`,
    heading: `Bienvenue sur ${SITE_NAME}, ${username} !`,
    greeting: `Bonjour ${username},`,
    paragraphs: [
      'Votre adresse e-mail est confirmée et votre compte est prêt.',
      'Parcourez maîtres, manuscrits, techniques et vidéos, aimez et notez les publications, et composez vos favoris.',
    ],
    button: 'Se connecter',
    link,
    note: "Merci d'avoir rejoint la communauté.",
    footer: footer(siteUrl, 'Arts martiaux historiques européens'),
  }),
  'email-changed': ({ username, link, siteUrl, newEmail }) => ({
    subject: `L'adresse e-mail de votre compte ${SITE_NAME} a été modifiée`,
    heading: 'Votre adresse e-mail a été modifiée',
    greeting: `Bonjour ${username},`,
    paragraphs: [
      `L'adresse e-mail de votre compte ${SITE_NAME} vient d'être remplacée par ${newEmail ?? ''}. Vous vous connectez désormais avec cette adresse, et nos messages, liens de réinitialisation du mot de passe compris, y sont envoyés.`,
      'Toutes les sessions de votre compte ont été déconnectées.',
    ],
    button: 'Nous contacter',
    link,
    note: "Si vous êtes à l'origine de ce changement, vous n'avez rien à faire. Sinon, contactez-nous sans attendre : quelqu'un d'autre utilise peut-être votre compte.",
    footer: footer(siteUrl, 'Arts martiaux historiques européens'),
  }),
};

export const TEMPLATES: Record<MailLocale, Record<MailKind, Template>> = { en, fr };

export function mailLocale(locale: string | null | undefined): MailLocale {
  return locale === 'fr' ? 'fr' : 'en';
}
