/**
 * Texts of the account islands, in English, in one place so they can move to the
 * `auth` i18next namespace (public/locales/{en,fr}/auth.json) without touching the forms.
 */
export const COMMON = {
  email: 'E-mail address',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm the password',
  username: 'Username',
  required: 'This field is required',
  invalidEmail: 'Enter a valid e-mail address',
  passwordRule: 'At least 8 characters (at most 256), not a common password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordsDiffer: 'The two passwords differ',
  usernameRule: 'Username must be 3 to 30 characters: letters, digits, _ . or -',
  networkError: 'The server cannot be reached. Please check your connection and try again.',
  pending: 'Please wait…',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  notSignedIn: 'You are not signed in.',
  signInToContinue: 'Sign in to continue',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

export const SIGN_IN = {
  title: 'Sign in',
  submit: 'Sign In',
  forgotten: 'Forgotten password?',
  noAccount: 'No account yet?',
  createAccount: 'Create one',
  unverifiedLink: 'Why am I asked to confirm my address?',
  resend: 'Send the confirmation e-mail again',
  resent: 'A new confirmation e-mail is on its way if your account still needs it.',
  alreadySignedIn: (name: string) => `You are signed in as ${name}.`,
  goToAccount: 'Go to your account',
} as const;

export const SIGN_UP = {
  submit: 'Create my account',
  haveAccount: 'Already have an account?',
  usernameHint: '3 to 30 letters, digits, _ . or -',
} as const;

export const UNVERIFIED = {
  resendSubmit: 'Send the e-mail again',
  sent: 'If your account still needs confirming, a new e-mail is on its way. Check your inbox and spam folder.',
} as const;

export const VERIFY = {
  checking: 'Confirming your e-mail address…',
  missingToken: 'This confirmation link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  askNew: 'Get a new confirmation e-mail',
} as const;

export const FORGOTTEN = {
  submit: 'Send me a reset link',
  back: 'Back to sign in',
} as const;

export const RESET = {
  submit: 'Change my password',
  done: 'Your password has been changed: you can sign in with it.',
  missingToken: 'Open the link from the reset e-mail to choose a new password, or ask for a new link.',
  askNew: 'Ask for a new reset link',
  goSignIn: 'Sign in',
} as const;

export const ACCOUNT = {
  personalData: 'Personal data',
  firstName: 'First name',
  name: 'Last name',
  address: 'Address',
  postalCode: 'Postal code',
  city: 'City',
  province: 'Province / region',
  country: 'Country',
  save: 'Save',
  saved: 'Your information has been saved.',
  emailChanged: 'Saved. Confirm your new e-mail address with the link we sent to it before your next sign-in.',
  updateFailed: 'Failed to update user information',
  avatar: 'Profile picture',
  avatarHint: 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.',
  chooseImage: 'Choose an image',
  uploading: 'Uploading',
  avatarSaved: 'Your profile picture has been updated.',
  avatarFailed: 'Failed to update user avatar',
  avatarInvalid: 'Invalid Input',
  avatarAlt: 'Your profile picture',
  dangerZone: 'Delete my account',
  deleteExplain: 'Deleting your account removes your profile, likes, ratings, cart and posts. This cannot be undone.',
  deleteButton: 'Delete my account…',
  confirmTitle: 'Delete your account?',
  confirmText: 'Type your username to confirm:',
  confirmDelete: 'Delete for good',
  cancel: 'Cancel',
  deleteFailed: 'Failed to delete user',
  editPassword: 'Change my password',
  settings: 'Settings',
} as const;

export const EDIT_PASSWORD = {
  submit: 'Change my password',
  done: 'Your password has been changed. Your other sessions have been signed out.',
  failed: 'Failed to update user password',
} as const;

export const SETTINGS = {
  language: 'Language of the e-mails and of the site',
  save: 'Save',
  saved: 'Your settings have been saved.',
  failed: 'Failed to update user information',
  viewSite: (language: string) => `View the site in ${language}`,
} as const;

export const PROFILE = {
  memberSince: (date: string) => `Member since ${date}`,
  editAccount: 'Edit my account',
  publicProfile: 'My public profile',
  avatarAlt: (name: string) => `${name}'s profile picture`,
} as const;

/** The header's user menu texts live apart: the header ships them without the forms' texts. */
export { USER_MENU } from './user-menu-strings';
