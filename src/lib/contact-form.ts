import { call } from './api/client';

/**
 * Sends the contact form as JSON to POST /api/contact and reports the outcome in the
 * status line; field errors from the API are shown beside their fields.
 */
export function enhanceContactForm(): void {
  const form = document.querySelector<HTMLFormElement>('#contact-form');
  const status = document.querySelector<HTMLElement>('#contact-status');
  if (!form || !status) return;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const data = Object.fromEntries(new FormData(form).entries());
    status.textContent = form.dataset.sending ?? '';
    if (button) button.disabled = true;
    try {
      const result = await call('POST', '/contact', { json: { ...data, locale: form.dataset.locale } });
      if (result.ok) {
        form.reset();
        status.textContent = form.dataset.sent ?? '';
        return;
      }
      for (const name of Object.keys(result.errors)) {
        form.querySelector(`[name="${CSS.escape(name)}"]`)?.setAttribute('aria-invalid', 'true');
      }
      status.textContent = result.status === 429 && result.message ? result.message : (form.dataset.failed ?? '');
    } finally {
      if (button) button.disabled = false;
    }
  });
}
