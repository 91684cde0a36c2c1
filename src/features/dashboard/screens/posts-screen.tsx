import { useState } from 'react';
import { toast } from '../../shared/toast';
import { failureMessage } from '../../../lib/api/messages';
import type { Post } from '../../../contract';
import { apiSignedIn } from '../../../lib/api/signed-in';
import { ConfirmDialog } from '../forms/confirm-dialog';
import { markChanged } from '../publish/publish-store';
import { actionName } from '../resources/actions';
import { lookupsOf, POST_EDIT } from '../resources/definitions';
import type { Item } from '../resources/form-values';
import type { PostStat } from '../../../server/services/stats';
import { useLookups } from '../resources/lookups';
import { ResourceForm } from '../resources/resource-form';
import { fill, useStrings } from '../strings';
import { TableFrame } from '../table/table-frame';
import type { Column } from '../table/types';
import { useServerTable } from '../table/use-server-table';

/** GET /api/stats/posts */
type PostRow = PostStat;

const toItem = (post: Post): Item => ({
  id: post.id,
  fileUrl: null,
  title: post.title,
  description: post.description,
  price: post.price,
  postTypeId: post.postType?.id ?? null,
  weaponId: post.weapon?.id ?? null,
  masterId: post.masterHistory?.id ?? null,
  manuscriptId: post.manuscript?.id ?? null,
  techniqueIds: post.techniques.map((technique) => technique.id),
});

const PAGE_SIZE = 20;

/** Every post with its figures; edit (PATCH) and delete. */
export default function PostsScreen() {
  const strings = useStrings();
  const labels = strings.resources.posts;
  const table = useServerTable(
    'GET /stats/posts',
    fill(strings.actions.load, { what: labels.title.toLowerCase() }),
    { key: 'createdAt', order: 'desc' },
    PAGE_SIZE,
  );
  const lookups = useLookups(lookupsOf(POST_EDIT));
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const f = strings.fields;

  const columns: Column<PostRow>[] = [
    {
      key: 'title',
      label: f.title,
      sortable: true,
      className: 'min-w-[240px]',
      render: (post) => <span className="font-semibold">{post.title}</span>,
    },
    { key: 'author', label: strings.posts.author, render: (post) => post.user.username },
    { key: 'postType', label: f.postType, render: (post) => post.postType ?? '' },
    {
      key: 'price',
      label: f.price,
      sortable: true,
      numeric: true,
      render: (post) => (Number(post.price) > 0 ? `${post.price} €` : strings.posts.free),
    },
    { key: 'views', label: f.views, sortable: true, numeric: true, render: (post) => post.views },
    { key: 'likes', label: f.likes, sortable: true, numeric: true, render: (post) => post.likesCount },
    {
      key: 'rate',
      label: f.rating,
      sortable: true,
      numeric: true,
      render: (post) => (post.ratingCount ? post.rate.toFixed(1) : '–'),
    },
    { key: 'sales', label: f.sales, sortable: true, numeric: true, render: (post) => post.salesCount },
    {
      key: 'createdAt',
      label: f.createdAt,
      sortable: true,
      render: (post) => new Date(post.createdAt).toLocaleDateString(),
    },
  ];

  const edit = async (row: PostRow) => {
    const result = await apiSignedIn(`GET /posts/${row.id}`);
    if (!result.ok) {
      void toast.error(
        failureMessage(
          fill(strings.actions.load, { what: labels.action }),
          result,
          'content',
          strings.toast.networkError,
        ),
      );
      return;
    }
    setEditing(toItem(result.data));
  };

  const remove = async (row: PostRow) => {
    const result = await apiSignedIn(`DELETE /posts/${row.id}`);
    if (!result.ok) {
      void toast.error(
        failureMessage(actionName(strings, POST_EDIT, 'delete'), result, 'content', strings.toast.networkError),
      );
      return;
    }
    markChanged();
    void toast.success(fill(strings.toast.deleted, { label: labels.one }));
    table.reload();
  };

  const buttonClass = 'rounded border border-stone-400 px-1 py-0.5 text-sm hover:bg-stone-100';
  return (
    <>
      <TableFrame
        title={labels.title}
        table={table}
        columns={columns}
        rowKey={(post) => post.id}
        actions={(post) => (
          <span className="inline-flex gap-0.5">
            <a
              className={buttonClass}
              href={`/videos/${post.id}`}
              target="_blank"
              rel="noopener"
              aria-label={fill(strings.posts.openLabel, { title: post.title })}
            >
              {strings.posts.open}
            </a>
            <button
              type="button"
              className={buttonClass}
              onClick={() => void edit(post)}
              aria-label={`${strings.form.edit} ${post.title}`}
            >
              {strings.form.edit}
            </button>
            <button
              type="button"
              className={`${buttonClass} text-blood`}
              onClick={() => setDeleting(post)}
              aria-label={`${strings.confirm.delete} ${post.title}`}
            >
              {strings.confirm.delete}
            </button>
          </span>
        )}
      />
      {editing && (
        <ResourceForm
          def={POST_EDIT}
          item={editing}
          lookups={lookups}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            table.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={fill(strings.confirm.title, { name: deleting.title })}
          text={strings.confirm.text}
          confirmLabel={strings.confirm.delete}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
