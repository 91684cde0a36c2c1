import { imageRejectionOf, type ImageRejection } from '../contract/image-rejections';

const SUFFIX: Record<ImageRejection, string> = {
  type: 'Type',
  size: 'TooLarge',
  avatarSize: 'TooLarge',
  empty: 'Empty',
  dimensions: 'Dimensions',
  unreadable: 'Unreadable',
};

/**
 * Why the API refused an image, in the page's language: the form's text `{prefix}{Reason}`
 * (posterType, avatarDimensions, imageUnreadable…), else the API's own message.
 */
export function imageRefusalText(
  apiMessage: string | undefined,
  texts: Readonly<Record<string, string | undefined>>,
  prefix: string,
): string | undefined {
  const reason = imageRejectionOf(apiMessage);
  return (reason && texts[`${prefix}${SUFFIX[reason]}`]) || apiMessage;
}
