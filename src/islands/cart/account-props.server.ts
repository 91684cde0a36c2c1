import { translationsOf, useTranslations } from '../../lib/i18n/server';
import type { AccountMarketProps } from './account-market';

/** The /account market island's props: the user and its texts (market.json, English like the page). */
export function marketAccountProps(user: { id: number; role: string }): AccountMarketProps {
  return {
    user: { id: user.id, role: user.role },
    locale: 'en',
    texts: translationsOf('en', 'account', 'market'),
    statusLabels: translationsOf('en', 'status', 'market'),
    payoutLabels: translationsOf('en', 'account.payout', 'market'),
    watchText: translationsOf('en', 'success', 'market').watch ?? '',
    genericError: useTranslations('en')('errors.generic'),
  };
}
