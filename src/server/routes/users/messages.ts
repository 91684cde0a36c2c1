import { API_MESSAGES } from '../../../contract/api-messages';
export const USER_MESSAGES = {
  lastAdmin: API_MESSAGES.users.lastAdmin.en,
  hasBuyers: API_MESSAGES.users.hasBuyers.en,
  passwordChanged: API_MESSAGES.users.passwordChanged.en,
  fileRequired: API_MESSAGES.users.fileRequired.en,
  avatarTooLarge: API_MESSAGES.users.avatarTooLarge.en,
} as const;
