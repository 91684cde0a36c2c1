import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { defaultOptions } from 'tus-js-client';
import { api } from '../../../lib/api/typed';
import { imageRefusalText } from '../../../lib/image-refusal';
import {
  checkPosterFile,
  checkVideoFile,
  DEFAULT_VIDEO_MAX_BYTES,
  formatBytes,
  IMAGE_TYPES,
  VIDEO_ACCEPT,
} from '../stores/upload';
import { type Labels } from '../like/text';
import { fill } from '../../../lib/format';
import { Field, inputClass } from '../../shared/forms/field';
import { useFormProblems } from './form-problems';
import { postProblems, refusalSummary, posterMessage, serverFieldErrors, videoMessage } from './messages';
import { PostForm, SUBMIT_BUTTON_CLASS } from './post-form';
import { StreamProgress } from './stream-progress';
import { UploadProgress } from './upload-progress';
import { useLibraryOptions } from './use-library-options';
import { useVideoUpload } from './use-video-upload';
import type { Locale } from '../../../lib/i18n/config';
import type { SessionUser } from '../../session/stores/session';
import { clearDraft, readDraft, sameVideo, writeDraft } from './post-draft';
import { UnfinishedUpload } from './unfinished-upload';
import { postForm, type PostValues } from './validation';

interface Props {
  user: SessionUser;
  locale: Locale;
  labels: Labels;
}

/** /add-post: the form, then the resumable upload (tus, with progress, pause and resume) and POST /api/posts. */
export function CreatePost({ user, locale, labels }: Props) {
  const options = useLibraryOptions();
  // Rendered once hydrated only (add-post-page.tsx): the kept draft can be read at once.
  const [draft] = useState(() => readDraft(localStorage));
  const [values, setValues] = useState<PostValues>(draft.values);
  const [video, setVideo] = useState<File | null>(null);
  const [interrupted, setInterrupted] = useState(draft.video);
  const videoInput = useRef<HTMLInputElement>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const {
    errors,
    formError,
    summary,
    show: showProblems,
    setField: setFieldError,
    clear: clearProblems,
  } = useFormProblems();
  const upload = useVideoUpload((max) => videoMessage('size', labels, max, locale), DEFAULT_VIDEO_MAX_BYTES);
  const fixErrorsText = labels.fixErrors ?? 'Please correct the fields marked below.';
  const busy = publishing || ['preparing', 'uploading', 'paused'].includes(upload.phase.name);

  useEffect(() => {
    // Only an upload tus still remembers (not finished, not cancelled) can be resumed.
    void defaultOptions.urlStorage.findAllUploads().then((uploads) => {
      if (!uploads.length) setInterrupted(null);
    });
  }, []);

  useEffect(() => {
    if (createdId !== null) return clearDraft(localStorage);
    writeDraft(localStorage, { values, video: video ? { name: video.name, size: video.size } : interrupted });
  }, [values, video, interrupted, createdId]);

  function videoProblem(file: File | null): string | null {
    const problem = checkVideoFile(file, DEFAULT_VIDEO_MAX_BYTES);
    return problem ? videoMessage(problem, labels, DEFAULT_VIDEO_MAX_BYTES, locale) : null;
  }

  async function chooseVideo(file: File | null) {
    setVideo(file);
    if (file && interrupted && sameVideo({ values, video: interrupted }, file)) setInterrupted(null);
    upload.forget();
    upload.reset();
    setFieldError('video', file ? videoProblem(file) : null);
  }

  function choosePoster(file: File | null) {
    setPoster(file);
    const problem = checkPosterFile(file);
    setFieldError('poster', problem ? posterMessage(problem, labels) : null);
  }

  async function submit() {
    if (busy) return;
    const next = postProblems(values, labels, user);
    const videoError = videoProblem(video);
    if (videoError) next.video = videoError;
    const posterProblem = checkPosterFile(poster);
    if (posterProblem) next.poster = posterMessage(posterProblem, labels);
    if (Object.keys(next).length) return showProblems(next, fixErrorsText);
    clearProblems();
    const key = await upload.upload(video!);
    if (!key) return;
    setPublishing(true);
    const answer = await api('POST /posts', { auth: true, form: postForm(values, key, poster) });
    if (answer.ok && answer.data) {
      // The post plays at once; its streaming qualities are prepared in the background.
      setCreatedId(answer.data.id);
      return;
    }
    setPublishing(false);
    const fields = serverFieldErrors(answer.errors);
    if (fields.poster) fields.poster = imageRefusalText(fields.poster, labels, 'poster') ?? fields.poster;
    if (fields.video) upload.forget();
    upload.reset();
    showProblems(fields, refusalSummary(fields, fixErrorsText, labels.createFailed ?? 'Failed to add post', answer));
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  if (createdId !== null) return <StreamProgress postId={createdId} userId={user.id} locale={locale} labels={labels} />;

  return (
    <PostForm
      values={values}
      errors={errors}
      options={options}
      labels={labels}
      busy={busy}
      summary={summary}
      formError={formError}
      onChange={(changes) => setValues({ ...values, ...changes })}
      onSubmit={onSubmit}
      before={
        interrupted && (
          <UnfinishedUpload
            video={interrupted}
            locale={locale}
            labels={labels}
            onResume={() => videoInput.current?.click()}
            onDiscard={() => {
              setInterrupted(null);
              void upload.discardUnfinished();
            }}
          />
        )
      }
    >
      <Field id="poster" label={labels.poster ?? 'Poster image'} hint={labels.posterHint} error={errors.poster}>
        {(aria) => (
          <input
            {...aria}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={busy}
            onChange={(event) => choosePoster(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field
        id="video"
        label={labels.video ?? 'Video file'}
        hint={fill(labels.videoHint ?? '', { max: formatBytes(DEFAULT_VIDEO_MAX_BYTES, locale) })}
        error={errors.video}
        required
      >
        {(aria) => (
          <input
            {...aria}
            ref={videoInput}
            className={`${inputClass} border-dashed`}
            type="file"
            accept={VIDEO_ACCEPT}
            required
            disabled={busy}
            onChange={(event) => void chooseVideo(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <UploadProgress
        phase={upload.phase}
        publishing={publishing}
        locale={locale}
        labels={labels}
        onCancel={upload.cancel}
        onRetry={() => void submit()}
        onPause={upload.pause}
        onResume={upload.resume}
        onDiscardUnfinished={() => void upload.discardUnfinished()}
      />
      <p>
        <button type="submit" disabled={busy} className={SUBMIT_BUTTON_CLASS}>
          {labels.submit}
        </button>
      </p>
    </PostForm>
  );
}
