import { useState } from 'react';
import { hasErrors, type Errors } from './validation';

/**
 * A session form's state: its field errors, its message (`Message`: a text, or `{ kind, text }`
 * for a form that also says it worked) and whether it is sending.
 */
export function useCheckedForm<Field extends string, Message = string>() {
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  /**
   * Shows the mistakes found before sending and clears the last message; true when there are
   * none, and the form is then sending.
   */
  function checked(found: Errors<Field>): boolean {
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return false;
    setPending(true);
    return true;
  }

  return { errors, setErrors, pending, setPending, message, setMessage, checked };
}
