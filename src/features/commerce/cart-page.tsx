import { links } from '../../lib/links';
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { cartTotalCents, checkout, removeCartPackage, removeCartPost, type CartView } from './stores/cart';
import { initSession, setActiveCart } from '../session/stores/session';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { hydratedMark, useHydrated } from '../shared/use-hydrated';
import { checkoutPageIn, pathIn } from './site-paths';
import { buttonClass, secondaryClass, type Texts } from './text';
import { fill, formatMoney } from '../../lib/format';
import { imageSrcset } from '../../lib/image-sources';

export interface CartPageProps {
  /** The cart as the server read it for this request. */
  cart: CartView;
  locale: string;
  texts: Texts;
  genericError?: string;
}

interface Line {
  key: string;
  kind: 'post' | 'package';
  lineId: number;
  title: string;
  price: string;
  href: string | null;
  seller: string | null;
  poster: string | null;
}

function linesOf(cart: CartView, locale: string): Line[] {
  return [
    ...cart.cartPosts.map((line) => ({
      key: `post-${line.id}`,
      kind: 'post' as const,
      lineId: line.id,
      title: line.post.title,
      price: line.post.price,
      href: pathIn(links.post(line.post.id), locale),
      seller: line.post.user.username,
      poster: line.post.posterUrl,
    })),
    ...cart.cartPackages.map((line) => ({
      key: `package-${line.id}`,
      kind: 'package' as const,
      lineId: line.id,
      title: line.package.title,
      price: line.package.price,
      href: null,
      seller: null,
      poster: null,
    })),
  ];
}

function CartPageInner({ cart: initial, locale, texts }: CartPageProps) {
  const [cart, setCart] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The buttons act only once hydrated: before, a press on the server's HTML would do nothing.
  const hydrated = useHydrated();
  const idle = hydrated && busy === null;

  // The server's cart is the truth: the session, its cookie and the header count follow it.
  useEffect(() => {
    initSession();
    setActiveCart(initial);
  }, [initial]);

  async function remove(line: Line) {
    setBusy(line.key);
    setFailure(null);
    try {
      setCart(line.kind === 'post' ? await removeCartPost(line.lineId) : await removeCartPackage(line.lineId));
      void toast.success(texts.removed ?? '');
    } catch (error) {
      setFailure(fill(texts.failed, { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(null);
    }
  }

  async function pay() {
    setBusy('checkout');
    setFailure(null);
    try {
      window.location.assign(checkoutPageIn(await checkout(), locale, window.location.origin));
    } catch (error) {
      setFailure(fill(texts.checkoutFailed, { message: error instanceof Error ? error.message : String(error) }));
      setBusy(null);
    }
  }

  const lines = linesOf(cart, locale);
  if (lines.length === 0) {
    return (
      <div className="rounded-lg border border-stone-200 bg-white p-3 text-center">
        <p className="text-lg">{texts.empty}</p>
        <a className="mt-1 inline-block font-semibold text-blood hover:underline" href={pathIn('/trends', locale)}>
          {texts.browse}
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_300px]" {...hydratedMark(hydrated)}>
      <ul className="flex flex-col gap-1" aria-label={texts.itemsLabel}>
        {lines.map((line) => (
          <li
            key={line.key}
            className="flex flex-wrap items-center gap-1.5 rounded-lg border border-stone-200 bg-white p-1 sm:flex-nowrap"
            data-cart-line={line.kind}
          >
            {line.poster ? (
              <img
                src={line.poster}
                srcSet={imageSrcset(line.poster)}
                sizes="(min-width: 600px) 128px, 96px"
                alt=""
                width={128}
                height={72}
                className="h-[54px] w-[96px] shrink-0 rounded object-cover sm:h-[72px] sm:w-[128px]"
              />
            ) : (
              <span
                className="flex h-[54px] w-[96px] shrink-0 items-center justify-center rounded bg-ink font-serif text-sm text-white sm:h-[72px] sm:w-[128px]"
                aria-hidden="true"
              >
                {texts.package}
              </span>
            )}
            <div className="min-w-0 flex-1 basis-[160px]">
              <p className="text-xs font-semibold tracking-wide text-steel uppercase">
                {line.kind === 'post' ? texts.video : texts.package}
              </p>
              {line.href ? (
                <a href={line.href} className="font-semibold hover:underline">
                  {line.title}
                </a>
              ) : (
                <span className="font-semibold">{line.title}</span>
              )}
              {line.seller && <p className="text-sm text-steel">{fill(texts.by, { name: line.seller })}</p>}
            </div>
            <p className="ml-auto shrink-0 font-bold" data-line-price>
              {formatMoney(line.price, locale)}
            </p>
            <button
              type="button"
              className={secondaryClass}
              aria-label={fill(texts.removeLabel, { title: line.title })}
              disabled={!idle}
              onClick={() => void remove(line)}
            >
              {texts.remove}
            </button>
          </li>
        ))}
      </ul>
      <aside className="h-fit rounded-lg border border-stone-200 bg-white p-2" aria-label={texts.total}>
        <p className="flex items-baseline justify-between text-lg">
          <span>{texts.total}</span>
          <strong data-cart-total>{formatMoney(cartTotalCents(cart) / 100, locale)}</strong>
        </p>
        <button type="button" className={`${buttonClass} mt-2 w-full`} disabled={!idle} onClick={() => void pay()}>
          {busy === 'checkout' ? texts.checkingOut : texts.checkout}
        </button>
        <p className="mt-1 text-xs text-steel">{texts.secure}</p>
        {failure && (
          <p role="alert" className="mt-1 text-sm text-blood">
            {failure}
          </p>
        )}
      </aside>
    </div>
  );
}

/** /cart: the items with their prices in €, remove, the total and the way to payment. */
export default function CartPage(props: CartPageProps) {
  return (
    <IslandErrorBoundary {...(props.genericError ? { message: props.genericError } : {})}>
      <CartPageInner {...props} />
    </IslandErrorBoundary>
  );
}
