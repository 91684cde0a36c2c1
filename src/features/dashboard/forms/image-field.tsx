import { useEffect, useId, useMemo, useState } from 'react';
import { imageRefusalText } from '../../../lib/image-refusal';
import { useStrings } from '../strings';
import { FieldMessages, fieldAria } from '../../shared/forms/field';
import { imageSrcset } from '../../../lib/image-sources';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

interface Props {
  /** The image the item has now, if any. */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}

/** Image picker with a preview of the chosen file (or the current image) and size/type checks. */
export function ImageField({ currentUrl, file, onChange, error }: Props) {
  const strings = useStrings();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (chosen: File | undefined) => {
    if (!chosen) return onChange(null);
    if (!ACCEPTED.includes(chosen.type)) {
      setProblem(strings.form.imageType);
      return onChange(null);
    }
    if (chosen.size > IMAGE_MAX_BYTES) {
      setProblem(strings.form.imageTooLarge);
      return onChange(null);
    }
    setProblem(null);
    onChange(chosen);
  };

  const shown = preview ?? currentUrl;
  const message = problem ?? imageRefusalText(error, strings.form, 'image');
  return (
    <div className="mb-1">
      <label htmlFor={id} className="mb-0.5 block text-sm font-semibold">
        {strings.form.image}
      </label>
      <div className="flex items-start gap-1">
        {shown ? (
          <img
            src={shown}
            srcSet={imageSrcset(shown)}
            sizes="96px"
            alt={preview ? strings.form.preview : strings.form.current}
            className="size-[96px] shrink-0 rounded border border-stone-300 object-cover"
          />
        ) : (
          <div className="flex size-[96px] shrink-0 items-center justify-center rounded border border-dashed border-stone-400 text-xs text-steel">
            {strings.table.noImage}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <input
            id={id}
            name="file"
            type="file"
            accept={ACCEPTED.join(',')}
            onChange={(event) => choose(event.target.files?.[0])}
            {...fieldAria(id, { hint: strings.form.imageHint, error: message || undefined })}
            className="block w-full text-sm file:mr-1 file:rounded file:border file:border-stone-400 file:bg-stone-100 file:px-1 file:py-0.5"
          />
          <FieldMessages id={id} hint={strings.form.imageHint} error={message || undefined} />
        </div>
      </div>
    </div>
  );
}
