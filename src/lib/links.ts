import { nameSlug } from './slug';

/** Page addresses of the library entities (unprefixed; see i18n/paths for /fr). */
export const links = {
  post: (id: number) => `/videos/${id}`,
  profile: (userId: number) => `/profile/${userId}`,
  masterHistory: (masterHistory: { name: string }) => `/history/${encodeURIComponent(nameSlug(masterHistory.name))}`,
  masterHistoryById: (id: number) => `/history/wpm-details/${id}`,
  manuscript: (manuscript: { slug: string }) => `/manuscripts/${manuscript.slug}`,
  technique: (technique: { slug: string }) => `/techniques/${technique.slug}`,
  weapon: (weapon: { slug: string }) => `/weapons/${weapon.slug}`,
  postType: (type: { name: string }) => `/${encodeURIComponent(nameSlug(type.name))}`,
};
