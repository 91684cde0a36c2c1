import { useSearchParam } from '../../shared/use-hydrated';
import type { Locale } from '../../../lib/i18n/config';
import { localizePath } from '../../../lib/i18n/paths';
import type { Labels } from '../like/text';
import { signInHref } from '../../shared/sign-in-href';
import { useViewer } from '../like/use-viewer';
import { IslandErrorBoundary } from '../../shared/error-boundary';
import { CreatePost } from './create-post';
import { EditPost } from './edit-post';

interface Props {
  locale: Locale;
  labels: Labels;
  genericError: string;
}

/** The post to edit (`?edit={id}`), read once hydrated. */
function useEditId(): number | null {
  const raw = useSearchParam('edit');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** /add-post for signed-in users: a new video post, or `?edit={id}` to change one of one's own. */
export default function AddPostPage({ locale, labels, genericError }: Props) {
  const { hydrated, user } = useViewer();
  const editId = useEditId();
  let body;
  if (!hydrated) body = <p role="status">{labels.loading}</p>;
  else if (!user) {
    body = (
      <p className="rounded-lg border border-stone-200 bg-white p-2">
        <a className="font-semibold text-blood underline" href={signInHref()}>
          {labels.signIn}
        </a>
      </p>
    );
  } else if (editId !== null) body = <EditPost postId={editId} user={user} locale={locale} labels={labels} />;
  else body = <CreatePost user={user} locale={locale} labels={labels} />;
  return (
    <IslandErrorBoundary message={genericError}>
      <h1 className="mb-1 font-serif text-3xl font-bold">{editId !== null ? labels.editTitle : labels.title}</h1>
      {editId === null && <p className="mb-3 text-steel">{labels.intro}</p>}
      {editId === null && user && !user.stripeConnectID && user.role !== 'ROLE_ADMIN' && (
        <p className="mb-3 rounded-lg border border-amber-200 bg-amber-50 p-1.5 text-sm" data-seller-notice>
          {labels.sellerNotice}{' '}
          <a className="font-semibold text-blood underline" href={`${localizePath('/account', locale)}#seller-title`}>
            {labels.sellerLink}
          </a>
        </p>
      )}
      {body}
    </IslandErrorBoundary>
  );
}
