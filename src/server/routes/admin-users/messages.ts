import { API_MESSAGES } from '../../../contract/api-messages';
export const ADMIN_USER_MESSAGES = {
  self: API_MESSAGES.adminUsers.self.en,
  lastAdmin: API_MESSAGES.adminUsers.lastAdmin.en,
} as const;
