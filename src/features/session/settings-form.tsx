import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale, isLocale } from '../../lib/i18n/config';
import { localizePath } from '../../lib/i18n/paths';
import { loadAccount, setAccount } from './stores/account';
import type { SessionUser } from './stores/session';
import { useCallApi } from './api';
import { AuthTextsProvider, useAuthTexts, type AuthProps } from './auth-texts';
import { fill } from '../../lib/format';
import { failureMessage } from './failure';
import { FormMessage, linkClass, SubmitButton } from './form-parts';
import { SignedInOnly } from './signed-in-only';

function Form({ user }: { user: SessionUser }) {
  const { common, settings, locale: pageLocale } = useAuthTexts();
  const callApi = useCallApi();
  const selectId = useId();
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    void loadAccount().then((account) => {
      if (account && isLocale(account.locale)) setLocale(account.locale);
    });
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    const result = await callApi(`PATCH /users/${user.id}`, { auth: true, body: { locale } });
    setPending(false);
    if (result.ok && result.data) {
      setAccount(result.data);
      setMessage({ kind: 'success', text: settings.saved });
    } else setMessage({ kind: 'error', text: failureMessage(settings.failed, result, common.networkError) });
  }

  return (
    <form method="post" onSubmit={submit}>
      {message && (
        <FormMessage kind={message.kind}>
          {message.text}{' '}
          {message.kind === 'success' && (
            <a className={linkClass} href={localizePath('/', locale)} hrefLang={locale}>
              {fill(settings.viewSite, { language: LOCALE_NAMES[locale] })}
            </a>
          )}
        </FormMessage>
      )}
      <label htmlFor={selectId} className="mb-0.5 block text-sm font-semibold">
        {settings.language}
      </label>
      <select
        id={selectId}
        name="locale"
        value={locale}
        onChange={(e) => setLocale(isLocale(e.target.value) ? e.target.value : 'en')}
        className="mb-2 block min-h-[44px] rounded border border-stone-400 bg-white px-1"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <SubmitButton pending={pending}>{settings.save}</SubmitButton>
    </form>
  );
}

/** /settings: the language of the user's e-mails, with a link to the site in that language. */
export default function SettingsForm(props: AuthProps) {
  return (
    <AuthTextsProvider {...props}>
      <SignedInOnly>{(user) => <Form user={user} />}</SignedInOnly>
    </AuthTextsProvider>
  );
}
