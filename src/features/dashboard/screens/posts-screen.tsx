import { links } from '../../../lib/links';
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
import type { PostStat } from '../../../contract/stats';
import { useLookups } from '../resources/lookups';
import { ResourceForm } from '../resources/resource-form';
import { fill, formatDate, formatNumber, priceLabel } from '../../../lib/format';
import { useStrings } from '../strings';
import { TableFrame } from '../table/table-frame';
import { FailedTranscodes } from './failed-transcodes';
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
      // A title with a long unbroken word (a pasted address, markup) breaks anywhere rather than
      // widening the table past its box.
      className: 'min-w-[160px] [overflow-wrap:anywhere]',
      // The author and the content type go under the title: two columns fewer keep the table within 1024 px.
      render: (post) => (
        <>
          <span className="font-semibold">{post.title}</span>
          <span className="block text-xs text-steel">
            {fill(strings.posts.byline, { author: post.user.username })}
            {post.postType && ` · ${post.postType}`}
          </span>
        </>
      ),
    },
    {
      key: 'price',
      label: f.price,
      sortable: true,
      numeric: true,
      render: (post) => priceLabel(post.price, strings.locale) ?? strings.posts.free,
    },
    {
      key: 'views',
      label: f.views,
      sortable: true,
      numeric: true,
      render: (post) => formatNumber(post.views, strings.locale),
    },
    { key: 'likes', label: f.likes, sortable: true, numeric: true, render: (post) => post.likesCount },
    {
      key: 'rate',
      label: f.rating,
      sortable: true,
      numeric: true,
      render: (post) => (post.ratingCount ? formatNumber(post.rate, strings.locale, 1) : '–'),
    },
    { key: 'sales', label: f.sales, sortable: true, numeric: true, render: (post) => post.salesCount },
    {
      key: 'createdAt',
      label: f.createdAt,
      sortable: true,
      render: (post) => formatDate(post.createdAt, strings.locale, 'short'),
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

  return (
    <>
      <FailedTranscodes />
      <TableFrame
        title={labels.title}
        table={table}
        columns={columns}
        rowKey={(post) => post.id}
        actions={{
          rowName: (post) => post.title,
          items: (post) => [
            {
              label: strings.posts.open,
              ariaLabel: fill(strings.posts.openLabel, { title: post.title }),
              href: links.post(post.id),
            },
            { label: strings.form.edit, onSelect: () => void edit(post) },
            { label: strings.confirm.delete, danger: true, onSelect: () => setDeleting(post) },
          ],
        }}
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
