import { useState, type SubmitEvent } from 'react';
import type { ApiResult } from '../../lib/api/result';
import { useAuthTexts } from './auth-texts';
import { checkEmail } from './validation';

interface EmailRequestMessage {
  kind: 'error' | 'success';
  text: string;
}

/**
 * A form that only asks for an e-mail address (a reset link, the confirmation sent again): the
 * address is checked before `send`; a refusal shows under the field and on top. `sent` says what
 * follows a success: a message, or nothing while the page moves on (the button stays pending).
 */
export function useEmailRequest(
  send: (email: string) => Promise<ApiResult<unknown>>,
  sent: () => string | null,
  given: string | null = null,
) {
  const { common } = useAuthTexts();
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? given ?? '';
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<EmailRequestMessage | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkEmail(email, common);
    setError(found);
    setMessage(null);
    if (found) return;
    setPending(true);
    const result = await send(email.trim());
    if (result.ok) {
      const text = sent();
      if (text === null) return;
      setPending(false);
      setMessage({ kind: 'success', text });
      return;
    }
    setPending(false);
    setError(result.errors.email?.[0]);
    setMessage({ kind: 'error', text: result.message ?? common.networkError });
  }

  return { email, setEmail, error, pending, message, submit };
}
