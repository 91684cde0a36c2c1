import type { AppDeps } from '../../../context';
import type { Env } from '../../../env';
import type { PaymentGateway } from './gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

export type { PaymentGateway } from './gateway';
export { TestGateway } from './test-gateway';

/**
 * The built-in test checkout (used only while STRIPE_SECRET_KEY is unset): on by default,
 * refused when NODE_ENV=production unless TEST_CHECKOUT=true enables it explicitly.
 */
export function testCheckoutEnabled(env: Pick<Env, 'TEST_CHECKOUT' | 'NODE_ENV'>): boolean {
  return env.TEST_CHECKOUT ?? env.NODE_ENV !== 'production';
}

const gateways = new WeakMap<AppDeps, PaymentGateway | null>();

/** Stripe when STRIPE_SECRET_KEY is set, else the test checkout when enabled, else none. */
export function paymentGateway(deps: AppDeps): PaymentGateway | null {
  if (gateways.has(deps)) return gateways.get(deps)!;
  const { env } = deps;
  let gateway: PaymentGateway | null = null;
  if (env.STRIPE_SECRET_KEY)
    gateway = new StripeGateway({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
  else if (testCheckoutEnabled(env)) gateway = new TestGateway(deps);
  gateways.set(deps, gateway);
  return gateway;
}

/** The test gateway, when it is the one in use (the built-in checkout and onboarding pages). */
export function testGateway(deps: AppDeps): TestGateway | null {
  const gateway = paymentGateway(deps);
  return gateway instanceof TestGateway ? gateway : null;
}
