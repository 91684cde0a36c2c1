import { API_MESSAGES } from '../../../contract/api-messages';
/** The answers of the account calls (the spec does not show them; the pages display them as given). */
export const AUTH_MESSAGES = {
  registered: API_MESSAGES.auth.registered.en,
  invalidCredentials: API_MESSAGES.auth.invalidCredentials.en,
  unverified: API_MESSAGES.auth.unverified.en,
  invalidRefreshToken: API_MESSAGES.auth.invalidRefreshToken.en,
  emailVerified: API_MESSAGES.auth.emailVerified.en,
  invalidVerifyLink: API_MESSAGES.auth.invalidVerifyLink.en,
  resendAccepted: API_MESSAGES.auth.resendAccepted.en,
  forgottenAccepted: API_MESSAGES.auth.forgottenAccepted.en,
  invalidResetLink: API_MESSAGES.auth.invalidResetLink.en,
  passwordReset: API_MESSAGES.auth.passwordReset.en,
} as const;
