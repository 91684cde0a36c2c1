/** The storage folder (under `images/`) of each library resource's uploaded images. */
export const LIBRARY_IMAGE_FOLDERS = {
  postTypes: 'post-types',
  weapons: 'weapons',
  masterHistories: 'masters',
  techniques: 'techniques',
  manuscripts: 'manuscripts',
  publicities: 'publicities',
} as const;
