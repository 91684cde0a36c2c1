import type { ReactNode, RefObject, SubmitEvent } from 'react';
import { type Labels } from '../like/text';
import { FormProblemSummary } from './form-problems';
import { PostFields } from './post-fields';
import type { LibraryOptions } from './use-library-options';
import type { PostValues } from './validation';

export const SUBMIT_BUTTON_CLASS =
  'rounded bg-blood px-3 py-1 font-semibold text-white hover:bg-ink disabled:opacity-60';

interface Props {
  values: PostValues;
  errors: Record<string, string>;
  options: LibraryOptions;
  labels: Labels;
  busy: boolean;
  summary: RefObject<HTMLDivElement | null>;
  formError: string | null;
  onChange: (changes: Partial<PostValues>) => void;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Above the problems (the new post's unfinished upload). */
  before?: ReactNode;
  /** Below the post's fields: the files, the upload and the buttons of each screen. */
  children: ReactNode;
}

/** The post form of /add-post, new or edited: the problems on top, then the post's own fields. */
export function PostForm({
  values,
  errors,
  options,
  labels,
  busy,
  summary,
  formError,
  onChange,
  onSubmit,
  before,
  children,
}: Props) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2" aria-busy={busy || undefined}>
      {before}
      <FormProblemSummary summary={summary} message={formError} />
      <PostFields
        values={values}
        errors={errors}
        options={options}
        labels={labels}
        disabled={busy}
        onChange={onChange}
      />
      {children}
    </form>
  );
}
