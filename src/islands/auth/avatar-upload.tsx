import { useStore } from '@nanostores/react';
import { useId, useState, type ChangeEvent } from 'react';
import { $account, setAccount, type AccountUser } from '../../stores/account';
import { authorization, refreshSession } from '../../stores/session';
import { API_BASE } from '../../stores/session-refresh';
import { FormMessage } from './form-parts';
import { useAuthTexts } from './auth-texts';

const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface Upload {
  status: number;
  body: { message?: string; errors?: Record<string, string[]> } & Partial<AccountUser>;
}

/** XMLHttpRequest, not fetch: only it reports upload progress in every browser. */
function send(userId: number, file: File, onProgress: (percent: number) => void): Promise<Upload> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/users/${userId}/image`);
    for (const [name, value] of Object.entries(authorization())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Upload['body'] = {};
      try {
        body = JSON.parse(xhr.responseText) as Upload['body'];
      } catch {
        body = {};
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** /account: the avatar with an upload progress bar. */
export function AvatarUpload({ user }: { user: AccountUser }) {
  const { common, account: texts } = useAuthTexts();
  const account = useStore($account).value ?? user;
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setMessage(null);
    setProgress(0);
    let result = await send(user.id, file, setProgress);
    if (result.status === 401 && (await refreshSession({ force: true })))
      result = await send(user.id, file, setProgress);
    setProgress(null);
    input.value = '';
    if (result.status === 200 || result.status === 201) {
      setAccount(result.body as AccountUser);
      setMessage({ kind: 'success', text: texts.avatarSaved });
      return;
    }
    const detail = result.body.errors?.file?.[0] ?? result.body.message ?? '';
    if (result.status === 0) setMessage({ kind: 'error', text: common.networkError });
    else if (result.status === 400) setMessage({ kind: 'error', text: `${texts.avatarInvalid}: ${detail}` });
    else setMessage({ kind: 'error', text: `${texts.avatarFailed}: ${result.status} ${detail}`.trim() });
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
              onChange={choose}
            />
          </label>
          <p className="mt-0.5 text-xs text-steel">{texts.avatarHint}</p>
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
