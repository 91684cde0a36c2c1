import { PACKAGE_LIMITS } from '../../contract/limits';
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from '../shared/toast';
import { Panel } from './panel';
import { Field } from '../shared/forms/field';
import { marketCall } from './stores/cart';
import { buttonClass, secondaryClass, type Texts } from './text';
import { fill, formatMoney } from '../../lib/format';
import { useCommerceData } from './use-commerce-data';

const inputClass = 'min-h-[44px] rounded border border-stone-400 bg-white px-1 text-base';

/** The seller's packages: a bundle of their posts at one price; create and delete. */
export function PackagesSection({ userId, locale, texts }: { userId: number; locale: string; texts: Texts }) {
  const packages = useCommerceData(`GET /packages?seller=${userId}`);
  const posts = useCommerceData(`GET /posts?user=${userId}&itemsPerPage=100`);
  const id = useId();
  const [title, setTitle] = useState('');
  const [price, setPrice] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function create(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await marketCall('POST /packages', { title, price, postIds: chosen });
      setTitle('');
      setPrice('');
      setChosen([]);
      packages.reload();
      void toast.success(texts.packageCreated ?? '');
    } catch (error) {
      const errors = (error as { errors?: Record<string, string[]> }).errors ?? {};
      const detail = Object.values(errors).flat().join(' ');
      setFailure(`${error instanceof Error ? error.message : String(error)}${detail ? ` — ${detail}` : ''}`);
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: number) {
    try {
      await marketCall(`DELETE /packages/${id}`);
      packages.reload();
      void toast.success(texts.packageDeleted ?? '');
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Panel className="mt-4" titleId="packages-title" title={texts.packagesTitle}>
      {packages.data?.length === 0 && <p className="mt-1 text-steel">{texts.noPackages}</p>}
      <ul className="mt-1 flex flex-col gap-1">
        {packages.data?.map((pkg) => (
          <li key={pkg.id} className="flex flex-wrap items-center gap-1 border-t border-stone-100 pt-1">
            <span className="mr-auto">
              <strong>{pkg.title}</strong> — {formatMoney(pkg.price, locale)} ·{' '}
              {pkg.posts.map((post) => post.title).join(', ')}
            </span>
            <button type="button" className={secondaryClass} onClick={() => void remove(pkg.id)}>
              {texts.deletePackage}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-2 flex flex-col gap-1 border-t border-stone-200 pt-1.5"
        onSubmit={(event) => void create(event)}
      >
        <h3 className="font-semibold">{texts.newPackage}</h3>
        <Field id={`${id}-title`} label={texts.packageTitle ?? ''} className="flex flex-col">
          <input
            id={`${id}-title`}
            className={inputClass}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            maxLength={PACKAGE_LIMITS.title}
          />
        </Field>
        <Field id={`${id}-price`} label={texts.packagePrice ?? ''} className="flex flex-col">
          <input
            id={`${id}-price`}
            className={inputClass}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            inputMode="decimal"
            required
          />
        </Field>
        <fieldset className="text-sm">
          <legend>{texts.packagePosts}</legend>
          <ul className="max-h-[200px] overflow-auto">
            {posts.data?.map((post) => (
              <li key={post.id}>
                <label className="flex items-center gap-0.5">
                  <input
                    type="checkbox"
                    checked={chosen.includes(post.id)}
                    onChange={(event) =>
                      setChosen((ids) =>
                        event.target.checked ? [...ids, post.id] : ids.filter((id) => id !== post.id),
                      )
                    }
                  />
                  {post.title} ({formatMoney(post.price, locale)})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm text-blood">
            {fill('{{message}}', { message: failure })}
          </p>
        )}
        <button type="submit" className={`${buttonClass} self-start`} disabled={busy || chosen.length < 2}>
          {texts.createPackage}
        </button>
      </form>
    </Panel>
  );
}
