import { useState } from 'react';
import { marketCall } from './stores/cart';
import { useSessionUser } from '../session/use-session-user';
import { buttonClass, type Texts } from './text';

/** The built-in stand-in for Stripe Connect onboarding: one step, then back to /account. */
export default function TestOnboarding({ texts }: { texts: Texts }) {
  const { ready, user } = useSessionUser();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function complete() {
    setState('busy');
    setFailure(null);
    try {
      await marketCall('POST /sellers/test-onboarding');
      setState('done');
      window.location.assign('/account?seller=return');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setState('idle');
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={buttonClass}
        disabled={!ready || !user || state !== 'idle'}
        onClick={() => void complete()}
      >
        {state === 'busy' ? texts.completing : texts.complete}
      </button>
      {state === 'done' && <p role="status">{texts.done}</p>}
      {failure && (
        <p role="alert" className="text-blood">
          {failure}
        </p>
      )}
    </div>
  );
}
