import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCheckoutEnabled } from '../../src/server/services/commerce/payments';
import { SELLING_MESSAGES } from '../../src/server/services/commerce/selling';
import { signedInUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';
import { sendForm } from './content-helpers';
import { json } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://hdx.example' });
});
afterAll(() => t.close());

describe('selling needs a connected seller account', () => {
  it('refuses a paid post from a user who is not connected (403), accepts a free one; admins are exempt', async () => {
    const user = await signedInUser(t);
    const paid = await sendForm(t, 'POST', '/api/posts', { title: 'Paid lesson', price: '9.90' }, user.token);
    expect(paid.status).toBe(403);
    expect(await json(paid)).toMatchObject({ message: SELLING_MESSAGES.notConnected });
    expect((await sendForm(t, 'POST', '/api/posts', { title: 'Free lesson' }, user.token)).status).toBe(201);
    const admin = await signedInUser(t, { role: 'ROLE_ADMIN' });
    expect(
      (await sendForm(t, 'POST', '/api/posts', { title: 'Demo paid lesson', price: '4.99' }, admin.token)).status,
    ).toBe(201);
  });

  it('built-in onboarding (no Stripe): account link to the test page, connected after its last step, then paid posts are accepted', async () => {
    const seller = await signedInUser(t);
    expect(await json(await t.call('GET', '/api/sellers/me', { token: seller.token }))).toEqual({
      stripeConnectID: null,
      chargesEnabled: false,
      mode: 'test',
    });
    expect((await t.call('POST', '/api/sellers/test-onboarding', { token: seller.token })).status).toBe(409);

    const res = await t.call('POST', '/api/sellers/onboarding', { token: seller.token });
    expect(res.status).toBe(201);
    const { url, stripeConnectID } = await json<{ url: string; stripeConnectID: string }>(res);
    expect(stripeConnectID).toMatch(/^acct_test_[\w-]{32}$/);
    expect(url).toBe(`/checkout/test/connect/${stripeConnectID}`);
    expect(await json(await t.call('GET', '/api/sellers/me', { token: seller.token }))).toMatchObject({
      stripeConnectID,
      chargesEnabled: false,
    });
    expect((await sendForm(t, 'POST', '/api/posts', { title: 'Too early', price: '9.90' }, seller.token)).status).toBe(
      403,
    );

    const done = await t.call('POST', '/api/sellers/test-onboarding', { token: seller.token });
    expect(await json(done)).toEqual({ stripeConnectID, chargesEnabled: true, mode: 'test' });
    const login = await json<{ stripeConnectID: string }>(await t.call('GET', '/api/me', { token: seller.token }));
    expect(login.stripeConnectID).toBe(stripeConnectID);
    expect(
      (await sendForm(t, 'POST', '/api/posts', { title: 'Now for sale', price: '9.90' }, seller.token)).status,
    ).toBe(201);
    // The account is made once; onboarding again only gives a new link.
    expect(
      (
        await json<{ stripeConnectID: string }>(
          await t.call('POST', '/api/sellers/onboarding', { token: seller.token }),
        )
      ).stripeConnectID,
    ).toBe(stripeConnectID);
  });

  it('needs a bearer', async () => {
    expect((await t.call('GET', '/api/sellers/me')).status).toBe(401);
    expect((await t.call('POST', '/api/sellers/onboarding')).status).toBe(401);
  });
});

describe('when the test checkout is on', () => {
  it('by default, but in production only when TEST_CHECKOUT=true enables it explicitly', () => {
    const base = { TEST_CHECKOUT: undefined };
    expect(testCheckoutEnabled({ ...base, NODE_ENV: 'test' })).toBe(true);
    expect(testCheckoutEnabled({ ...base, NODE_ENV: 'development' })).toBe(true);
    expect(testCheckoutEnabled({ ...base, NODE_ENV: 'production' })).toBe(false);
    expect(testCheckoutEnabled({ NODE_ENV: 'production', TEST_CHECKOUT: true })).toBe(true);
    expect(testCheckoutEnabled({ NODE_ENV: 'development', TEST_CHECKOUT: false })).toBe(false);
  });
});

describe('in production with Stripe configured', () => {
  it('refuses the built-in test checkout and test onboarding (404) unless TEST_CHECKOUT=true', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_not_used',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const user = await signedInUser(prod);
      const page = await prod.call('GET', '/api/checkout/test/cs_test_hdx_anything');
      expect(page.status).toBe(404);
      expect(await json(page)).toMatchObject({ message: 'Checkout session not found' });
      const payment = await prod.call('POST', '/api/checkout/test/cs_test_hdx_anything/pay', {
        json: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      });
      expect(payment.status).toBe(404);
      expect((await prod.call('POST', '/api/sellers/test-onboarding', { token: user.token })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
