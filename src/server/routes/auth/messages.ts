/** The answers of the account calls (the spec does not show them; the pages display them as given). */
export const AUTH_MESSAGES = {
  registered: 'Account created: check your e-mail to confirm your address',
  invalidCredentials: 'Invalid e-mail or password',
  unverified: 'Please confirm your e-mail address before signing in',
  invalidRefreshToken: 'Invalid or expired refresh token',
  emailVerified: 'Your e-mail address is confirmed',
  invalidVerifyLink: 'This confirmation link is invalid or has expired',
  resendAccepted: 'If an unconfirmed account uses this address, a new confirmation e-mail is on its way',
  forgottenAccepted: 'If an account uses this address, an e-mail with a reset link is on its way',
  invalidResetLink: 'This reset link is invalid or has expired',
  passwordReset: 'Your password has been changed: you can sign in with it',
} as const;
