import type { Locale } from '../../../lib/i18n/config';
import { localizePath } from '../../../lib/i18n/paths';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import { useViewer } from '../like/use-viewer';

interface Props {
  postId: number;
  authorId: number;
  title: string;
  locale: Locale;
  /** `edit`, `editLabel` and `addCaptionsChapters`. */
  labels: Labels;
}

const linkClass = 'inline-block rounded border border-ink px-1 py-0.5 font-semibold hover:bg-ink hover:text-white';

/** On a video page, for its author (or an admin): the editor of the post and of its captions and chapters. */
export default function PostOwnerLinks({ postId, authorId, title, locale, labels }: Props) {
  const { user } = useViewer();
  if (!user || (user.id !== authorId && user.role !== 'ROLE_ADMIN')) return null;
  const editor = localizePath(`/add-post?edit=${postId}`, locale);
  return (
    <span className="flex flex-wrap gap-1" data-post-owner-links={postId}>
      <a className={linkClass} href={editor} aria-label={fill(labels.editLabel ?? 'Edit', { title })}>
        {labels.edit}
      </a>
      <a className={linkClass} href={`${editor}#chapter-editor-title`}>
        {labels.addCaptionsChapters}
      </a>
    </span>
  );
}
