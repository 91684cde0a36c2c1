export const USER_MESSAGES = {
  lastAdmin: 'The last administrator account cannot be deleted',
  passwordChanged: 'Password updated',
  fileRequired: 'Choose an image file',
  avatarTooLarge: 'Avatars are limited to 5 MB',
} as const;
