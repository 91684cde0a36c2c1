import { useState, type SubmitEvent } from 'react';
import type { TestCheckoutSession } from '../../contract';
import { ApiError } from '../../lib/api/error';
import { marketCall } from './stores/cart';
import { useHydrated } from '../shared/use-hydrated';
import { returnPathIn } from './site-paths';
import { type Texts } from './text';
import { fill, formatAmount } from '../../lib/format';

/**
 * The session as the island needs it (status `canceled` when a newer checkout of the cart
 * replaced it; the cancel page checked and in the page's language by the page that renders it).
 */
export type TestSessionView = Omit<TestCheckoutSession, 'lines'>;

interface Props {
  session: TestSessionView;
  locale: string;
  texts: Texts;
}

/** Spaces every four digits, as card forms do. */
const formatNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

const inputClass =
  'block w-full border-stone-300 bg-white px-1 py-0.5 text-base outline-none focus:relative focus:z-10 focus:ring-2 focus:ring-indigo-500 aria-invalid:border-red-600';

/**
 * The card step of the built-in test checkout: it posts the card to the API, which runs
 * the same order code as Stripe's webhook, then goes to the success page the API names.
 * A declined card is said under the card, as on Stripe's page, and the buyer may try again.
 */
export default function TestCheckout({ session, locale, texts }: Props) {
  const hydrated = useHydrated();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [leaving, setLeaving] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const result = await marketCall(`POST /checkout/test/${session.id}/pay`, {
        number,
        expiry: expiry.replace(/\s/g, ''),
        cvc,
        name,
      });
      setLeaving(true);
      window.location.assign(returnPathIn(result.redirectUrl, locale, window.location.origin));
    } catch (error) {
      // A declined or mistyped card (402, 422) keeps the session open: fix the card and pay again.
      setMessage(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError) setErrors(error.errors);
      setBusy(false);
    }
  }

  if (!session.open) {
    return (
      <p role="alert" className="rounded border border-stone-300 p-2">
        {session.status === 'canceled' ? texts.superseded : texts.closed}{' '}
        <a className="font-semibold text-indigo-700 underline" href={session.cancelUrl}>
          {texts.back}
        </a>
      </p>
    );
  }

  const invalid = (field: string) => (errors[field] ? true : undefined);
  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
      {/* Typing before hydration would be lost: the fields open once the form works. */}
      <fieldset className="contents" disabled={!hydrated}>
        {session.customerEmail !== null && (
          <label className="flex flex-col gap-0.5 text-sm font-medium text-stone-700">
            {texts.email}
            <input
              className={`${inputClass} rounded border`}
              value={session.customerEmail}
              readOnly
              type="email"
              autoComplete="email"
            />
          </label>
        )}
        <fieldset className="flex flex-col text-sm font-medium text-stone-700">
          <legend className="mb-0.5">{texts.cardInfo}</legend>
          <label className="sr-only" htmlFor="card-number">
            {texts.cardNumber}
          </label>
          <input
            id="card-number"
            className={`${inputClass} rounded-t border`}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            aria-invalid={invalid('number')}
            aria-describedby={invalid('number') && 'card-error'}
            onChange={(event) => setNumber(formatNumber(event.target.value))}
            required
          />
          <div className="grid grid-cols-2">
            <label className="sr-only" htmlFor="card-expiry">
              {texts.expiry}
            </label>
            <input
              id="card-expiry"
              className={`${inputClass} -mt-px rounded-bl border`}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={expiry}
              aria-invalid={invalid('expiry')}
              onChange={(event) => setExpiry(formatExpiry(event.target.value))}
              required
            />
            <label className="sr-only" htmlFor="card-cvc">
              {texts.cvc}
            </label>
            <input
              id="card-cvc"
              className={`${inputClass} -mt-px -ml-px rounded-br border`}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              value={cvc}
              aria-invalid={invalid('cvc')}
              onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
              required
            />
          </div>
        </fieldset>
        {message && (
          <p id="card-error" role="alert" className="rounded bg-red-50 px-1 py-0.5 text-sm text-red-800">
            {message}
          </p>
        )}
        <label className="flex flex-col gap-0.5 text-sm font-medium text-stone-700">
          {texts.name}
          <input
            className={`${inputClass} rounded border`}
            autoComplete="cc-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
      </fieldset>
      <button
        type="submit"
        className="min-h-[48px] rounded bg-indigo-600 px-2 font-semibold text-white shadow hover:bg-indigo-700 disabled:opacity-60"
        disabled={!hydrated || busy}
      >
        {leaving
          ? texts.redirecting
          : busy
            ? texts.processing
            : fill(texts.pay, { amount: formatAmount(session.total, locale) })}
      </button>
    </form>
  );
}
