import { useStore } from '@nanostores/react';
import { useId, useState, type ChangeEvent } from 'react';
import { $account, setAccount, type AccountUser } from './stores/account';
import type { ApiResult } from '../../lib/api/result';
import { WITH_SESSION } from '../../lib/api/token';
import { apiUpload } from '../../lib/api/upload';
import { imageRefusalText } from '../../lib/image-refusal';
import { FormMessage } from './form-parts';
import { useAuthTexts } from './auth-texts';
import { FieldMessages, fieldAria } from '../shared/forms/field';

const DEFAULT_AVATAR = '/images/default-avatar.svg';

type Upload = ApiResult<AccountUser>;

function send(userId: number, file: File, onProgress: (percent: number) => void): Promise<Upload> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload(`POST /users/${userId}/image`, form, onProgress, WITH_SESSION);
}

/** /account: the avatar with an upload progress bar. */
export function AvatarUpload({ user }: { user: AccountUser }) {
  const { common, account: texts } = useAuthTexts();
  const account = useStore($account).value ?? user;
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  /** Why the API refused the image, shown under the field. */
  const [refusal, setRefusal] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setMessage(null);
    setRefusal(null);
    setProgress(0);
    const result = await send(user.id, file, setProgress);
    setProgress(null);
    input.value = '';
    if (result.ok) {
      setAccount(result.data);
      setMessage({ kind: 'success', text: texts.avatarSaved });
      return;
    }
    const reason = result.errors.file?.[0];
    setRefusal(imageRefusalText(reason, texts, 'avatar') ?? null);
    if (result.status === 0) setMessage({ kind: 'error', text: common.networkError });
    else if (result.status === 400) setMessage({ kind: 'error', text: texts.avatarInvalid });
    else
      setMessage({
        kind: 'error',
        text: `${texts.avatarFailed}: ${result.status} ${reason ? '' : (result.message ?? '')}`.trim(),
      });
  }

  return (
    <section aria-labelledby="avatar-title" className="mb-4">
      <h2 id="avatar-title" className="mb-2 font-serif text-xl font-bold">
        {texts.avatar}
      </h2>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      <div className="flex flex-wrap items-center gap-2">
        <img
          src={account.fileUrl ?? DEFAULT_AVATAR}
          alt={texts.avatarAlt}
          width={96}
          height={96}
          className="size-[96px] rounded-full border border-stone-300 bg-stone-100 object-cover"
        />
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-[44px] cursor-pointer items-center rounded border border-ink px-2 py-1 font-semibold hover:bg-stone-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold"
          >
            {texts.chooseImage}
            <input
              id={inputId}
              type="file"
              name="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              disabled={progress !== null}
              {...fieldAria(inputId, { hint: texts.avatarHint, error: refusal || undefined })}
              onChange={choose}
            />
          </label>
          <FieldMessages id={inputId} hint={texts.avatarHint} error={refusal || undefined} />
        </div>
      </div>
      {progress !== null && (
        <div className="mt-2 max-w-[360px]">
          <label htmlFor={`${inputId}-progress`} className="mb-0.5 block text-sm">
            {texts.uploading} {progress}%
          </label>
          <progress id={`${inputId}-progress`} max={100} value={progress} className="h-1 w-full accent-blood">
            {progress}%
          </progress>
        </div>
      )}
    </section>
  );
}
