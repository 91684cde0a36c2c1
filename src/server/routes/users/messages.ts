export const USER_MESSAGES = {
  lastAdmin: 'The last administrator account cannot be deleted',
  hasBuyers: 'Some of your posts have buyers: an administrator must close this account, so that they can be refunded',
  passwordChanged: 'Password updated',
  fileRequired: 'Choose an image file',
  avatarTooLarge: 'Avatars are limited to 5 MB',
} as const;
