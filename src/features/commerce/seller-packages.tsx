import { links } from '../../lib/links';
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { addPackageToCart, loadPackagesOfSeller, type PackageView } from './stores/cart';
import { useSessionUser } from '../session/use-session-user';
import { IslandErrorBoundary } from '../shared/error-boundary';
import { linkClass, type Texts } from './text';
import { signInHref } from '../shared/sign-in-href';
import { pathIn } from './site-paths';
import { fill, formatAmount } from '../../lib/format';

export interface SellerPackagesProps {
  sellerId: number;
  locale: string;
  /** market.json `purchase` texts. */
  texts: Texts;
  genericError?: string;
}

function SellerPackagesInner({ sellerId, locale, texts }: SellerPackagesProps) {
  const { ready, user } = useSessionUser();
  const [packages, setPackages] = useState<PackageView[]>([]);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    loadPackagesOfSeller(sellerId)
      .then(setPackages)
      .catch(() => setPackages([]));
  }, [sellerId]);

  async function add(id: number) {
    setBusy(id);
    try {
      await addPackageToCart(id);
      void toast.success(texts.packageAdded ?? '');
    } catch (error) {
      void toast.error(fill(texts.failed, { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(null);
    }
  }

  if (packages.length === 0) return null;
  return (
    <section
      className="mb-3 rounded-lg border border-stone-200 bg-white p-2"
      aria-labelledby="seller-packages-title"
      data-seller-packages
    >
      <h2 id="seller-packages-title" className="font-serif text-xl font-bold">
        {texts.packagesHeading}
      </h2>
      <ul className="mt-1 flex flex-col gap-1.5">
        {packages.map((pkg) => (
          <li key={pkg.id} className="border-t border-stone-100 pt-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <strong className="mr-auto">{pkg.title}</strong>
              <span className="text-sm text-steel">
                {fill(texts.packageDetail, {
                  count: pkg.posts.length,
                  price: formatAmount(pkg.price, locale),
                  total: formatAmount(pkg.postsTotal, locale),
                })}
              </span>
              {ready &&
                user?.id !== sellerId &&
                (user ? (
                  <button type="button" className={linkClass} disabled={busy !== null} onClick={() => void add(pkg.id)}>
                    {texts.addPackage}
                  </button>
                ) : (
                  <a className={linkClass} href={signInHref()}>
                    {texts.signInToBuy}
                  </a>
                ))}
            </p>
            {pkg.description && <p className="text-sm">{pkg.description}</p>}
            <ul className="mt-0.5 flex flex-wrap gap-x-2 text-sm">
              {pkg.posts.map((post) => (
                <li key={post.id}>
                  <a className="hover:underline" href={pathIn(links.post(post.id), locale)}>
                    {post.title}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A seller's packages on their profile, each with an add-to-cart control. */
export default function SellerPackages(props: SellerPackagesProps) {
  return (
    <IslandErrorBoundary {...(props.genericError ? { message: props.genericError } : {})}>
      <SellerPackagesInner {...props} />
    </IslandErrorBoundary>
  );
}
