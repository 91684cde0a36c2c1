import { useEffect, useState, type SubmitEvent } from 'react';
import type { PostDetail } from '../../../lib/types';
import type { Locale } from '../../../lib/i18n/config';
import { localizePath } from '../../../lib/i18n/paths';
import { links } from '../../../lib/links';
import { api } from '../../../lib/api/typed';
import { flashAfterReload } from '../../shared/stores/flash-toast';
import type { SessionUser } from '../../session/stores/session';
import type { Labels } from '../like/text';
import { CaptionsManager } from './captions-manager';
import { ChapterEditor } from './chapter-editor';
import { useFormProblems } from './form-problems';
import { MESSAGES } from '../../../contract/messages';
import { actionFailure, postProblems, refusalSummary, serverFieldErrors } from './messages';
import { PostForm, SUBMIT_BUTTON_CLASS } from './post-form';
import { useLibraryOptions } from './use-library-options';
import { postPatch, type PostValues } from './validation';

interface Props {
  postId: number;
  user: SessionUser;
  /** The page's language: Save and Cancel return to the author's profile in it. */
  locale: Locale;
  labels: Labels;
}

const valuesOf = (post: PostDetail): PostValues => ({
  title: post.title,
  description: post.description,
  price: post.price,
  postTypeId: post.postType ? String(post.postType.id) : '',
  weaponId: post.weapon ? String(post.weapon.id) : '',
  masterId: post.masterHistory ? String(post.masterHistory.id) : '',
  manuscriptId: post.manuscript ? String(post.manuscript.id) : '',
  techniqueIds: post.techniques.map((technique) => technique.id),
});

/**
 * /add-post?edit={id}: the author (or an admin) changes a post's texts, links and price
 * (PATCH /api/posts/{id}), its chapters and its captions (each saved on its own).
 */
export function EditPost({ postId, user, locale, labels }: Props) {
  const options = useLibraryOptions();
  const [post, setPost] = useState<PostDetail | null>(null);
  const [values, setValues] = useState<PostValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { errors, formError, summary, show: showProblems } = useFormProblems();

  useEffect(() => {
    let live = true;
    void api(`GET /posts/${postId}`).then((answer) => {
      if (!live) return;
      if (answer.ok && answer.data) {
        setPost(answer.data);
        setValues(valuesOf(answer.data));
      } else
        setLoadError(
          answer.status === 404
            ? (labels.notFound ?? MESSAGES.postNotFound)
            : actionFailure('Failed to fetch post', answer),
        );
    });
    return () => {
      live = false;
    };
  }, [postId, labels.notFound]);

  useEffect(() => {
    // "Add captions / chapters" links here with the chapters' heading as the fragment: reach it once drawn.
    if (!post || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView();
    if (target) target.tabIndex = -1;
    target?.focus();
  }, [post]);

  if (loadError)
    return (
      <p role="alert" className="text-blood">
        {loadError}
      </p>
    );
  if (!post || !values) return <p role="status">{labels.loading}</p>;
  if (post.user.id !== user.id && user.role !== 'ROLE_ADMIN')
    return (
      <p role="alert" className="text-blood">
        {labels.notAllowed}
      </p>
    );
  // Saved or cancelled, the editor returns to the author's profile in the page's language.
  const profileHref = localizePath(links.profile(post.user.id), locale);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !values || !post) return;
    const problems = postProblems(values, labels, user, values.price !== post.price);
    if (Object.keys(problems).length) return showProblems(problems, labels.fixErrors ?? '');
    setSaving(true);
    const answer = await api(`PATCH /posts/${post.id}`, { auth: true, json: postPatch(values) });
    if (answer.ok) {
      flashAfterReload(labels.saved ?? 'Your changes are saved.');
      window.location.assign(profileHref);
      return;
    }
    setSaving(false);
    const fields = serverFieldErrors(answer.errors);
    showProblems(
      fields,
      refusalSummary(
        fields,
        labels.fixErrors ?? 'Please correct the fields marked below.',
        labels.updateFailed ?? 'Failed to update post',
        answer,
      ),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <PostForm
        values={values}
        errors={errors}
        options={options}
        labels={labels}
        busy={saving}
        summary={summary}
        formError={formError}
        onChange={(changes) => setValues({ ...values, ...changes })}
        onSubmit={(event) => void onSubmit(event)}
      >
        <p className="flex gap-2">
          <button type="submit" disabled={saving} className={SUBMIT_BUTTON_CLASS}>
            {labels.save}
          </button>
          <a className="rounded border border-ink px-3 py-1 font-semibold" href={profileHref}>
            {labels.cancelEdit}
          </a>
        </p>
      </PostForm>
      <ChapterEditor
        videoUrl={post.fileUrl ?? null}
        captions={post.captions}
        postId={post.id}
        chapters={post.chapters}
        postTechniques={post.techniques}
        techniques={options.techniques}
        labels={labels}
      />
      <CaptionsManager postId={post.id} captions={post.captions} labels={labels} />
    </div>
  );
}
