import type { Locale } from '../lib/i18n/config';
import { translationsOf, useTranslations } from '../render/i18n/server';
import type { AccountCommerceProps } from '../features/commerce/account-commerce';

/** The /account market island's props: the user and its texts (market.json) in the page's language. */
export function commerceAccountProps(user: { id: number; role: string }, locale: Locale): AccountCommerceProps {
  return {
    user: { id: user.id, role: user.role },
    locale,
    texts: translationsOf(locale, 'account', 'market'),
    statusLabels: translationsOf(locale, 'status', 'market'),
    payoutLabels: translationsOf(locale, 'account.payout', 'market'),
    watchText: translationsOf(locale, 'success', 'market').watch ?? '',
    genericError: useTranslations(locale)('errors.generic'),
  };
}
