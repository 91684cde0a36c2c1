export const ADMIN_USER_MESSAGES = {
  self: 'You cannot change your own role or deactivate your own account',
  lastAdmin: 'At least one active administrator must remain',
} as const;
