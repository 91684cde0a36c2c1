import { useCallback, useEffect, useState } from 'react';
import type { SellerStatus } from './stores/cart';
import { initSession } from '../session/stores/session';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { OrdersSection, SalesSection } from './orders-section';
import { PackagesSection } from './packages-section';
import { SellerSection } from './seller-section';
import type { Texts } from './text';

export interface AccountCommerceProps {
  user: { id: number; role: string };
  locale: string;
  texts: Texts;
  statusLabels: Texts;
  payoutLabels: Texts;
  watchText: string;
  genericError?: string;
}

function AccountMarketInner({ user, locale, texts, statusLabels, payoutLabels, watchText }: AccountCommerceProps) {
  const [seller, setSeller] = useState<SellerStatus | null>(null);
  useEffect(() => {
    initSession();
  }, []);
  const onStatus = useCallback((status: SellerStatus) => setSeller(status), []);
  const sells = user.role === 'ROLE_ADMIN' || seller?.chargesEnabled === true;
  return (
    <>
      <OrdersSection locale={locale} texts={texts} statusLabels={statusLabels} watchText={watchText} />
      <SellerSection texts={texts} onStatus={onStatus} />
      {sells && <SalesSection locale={locale} texts={texts} statusLabels={statusLabels} payoutLabels={payoutLabels} />}
      {sells && <PackagesSection userId={user.id} locale={locale} texts={texts} />}
    </>
  );
}

/** /account (issue 8): orders, seller onboarding, sales and packages. */
export default function AccountCommerce(props: AccountCommerceProps) {
  return (
    <IslandErrorBoundary {...(props.genericError ? { message: props.genericError } : {})}>
      <AccountMarketInner {...props} />
    </IslandErrorBoundary>
  );
}
