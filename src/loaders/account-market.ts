import type { Locale } from '../lib/i18n/config';
import { translationsOf, useTranslations } from '../lib/i18n/server';
import type { AccountMarketProps } from '../features/cart/account-market';

/** The /account market island's props: the user and its texts (market.json) in the page's language. */
export function marketAccountProps(user: { id: number; role: string }, locale: Locale): AccountMarketProps {
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
