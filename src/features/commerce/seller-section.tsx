import { useEffect, useState } from 'react';
import { marketCall, type SellerStatus } from './stores/cart';
import { refreshSession } from '../session/stores/session';
import { useSearchParam } from '../shared/use-hydrated';
import { Panel } from './panel';
import { buttonClass, type Texts } from './text';
import { fill } from '../../lib/format';
import { useCommerceData } from './use-commerce-data';

/** Stripe Connect Express onboarding from /account; connected once the account can be paid. */
export function SellerSection({ texts, onStatus }: { texts: Texts; onStatus: (status: SellerStatus) => void }) {
  const { data: status, error } = useCommerceData('GET /sellers/me');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const back = useSearchParam('seller');

  useEffect(() => {
    if (status) onStatus(status);
  }, [status, onStatus]);
  // Back from onboarding: the session's stripeConnectID cookie follows (the refresh answer carries it).
  useEffect(() => {
    if (back === 'return') void refreshSession({ force: true });
  }, [back]);

  async function connect() {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await marketCall('POST /sellers/onboarding');
      window.location.assign(url);
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
    }
  }

  return (
    <Panel className="mt-4" titleId="seller-title" title={texts.sellerTitle} data-seller-section>
      <p className="mt-0.5 text-sm text-steel">{texts.sellerIntro}</p>
      {error && (
        <p role="alert" className="mt-1 text-blood">
          {fill(texts.loadFailed, { message: error })}
        </p>
      )}
      {status && (
        <div className="mt-1 flex flex-col items-start gap-1">
          <p data-seller-status={status.chargesEnabled ? 'connected' : status.stripeConnectID ? 'onboarding' : 'none'}>
            {status.chargesEnabled
              ? fill(texts.connected, { id: status.stripeConnectID ?? '' })
              : status.stripeConnectID
                ? fill(texts.onboarding, { id: status.stripeConnectID })
                : texts.notConnected}
          </p>
          {status.mode === null && <p className="text-sm">{texts.unavailable}</p>}
          {status.mode !== null && !status.chargesEnabled && (
            <button type="button" className={buttonClass} disabled={busy} onClick={() => void connect()}>
              {status.stripeConnectID ? texts.continue : texts.connect}
            </button>
          )}
          {status.mode === 'test' && <p className="text-xs text-steel">{texts.testMode}</p>}
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-1 text-blood">
          {failure}
        </p>
      )}
    </Panel>
  );
}
