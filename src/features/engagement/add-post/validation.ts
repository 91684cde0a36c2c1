import { MAX_PRICE_EUROS, POST_LIMITS } from '../../../contract/limits';

/** The post form's values and the checks the API would make (src/contract/posts.ts). */
export interface PostValues {
  title: string;
  description: string;
  /** Euros as typed ('12.50', '12,5' or empty for free). */
  price: string;
  postTypeId: string;
  weaponId: string;
  masterId: string;
  manuscriptId: string;
  techniqueIds: number[];
}

export const EMPTY_VALUES: PostValues = {
  title: '',
  description: '',
  price: '0',
  postTypeId: '',
  weaponId: '',
  masterId: '',
  manuscriptId: '',
  techniqueIds: [],
};

/** Keys of the `addPost` texts naming each problem. */
export type FieldProblem =
  'titleRequired' | 'titleTooLong' | 'descriptionTooLong' | 'noMarkup' | 'priceInvalid' | 'priceTooHigh';
export type FieldName = 'title' | 'description' | 'price';

const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

/** '12,5' -> '12.5'; empty -> '0'. */
export function normalizePrice(price: string): string {
  const text = price.trim().replace(',', '.');
  return text === '' ? '0' : text;
}

export function validatePost(values: PostValues): Partial<Record<FieldName, FieldProblem>> {
  const problems: Partial<Record<FieldName, FieldProblem>> = {};
  const title = values.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if (title.length > POST_LIMITS.title) problems.title = 'titleTooLong';
  else if (MARKUP.test(title)) problems.title = 'noMarkup';
  if (values.description.trim().length > POST_LIMITS.description) problems.description = 'descriptionTooLong';
  else if (MARKUP.test(values.description)) problems.description = 'noMarkup';
  const price = normalizePrice(values.price);
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(price)) problems.price = 'priceInvalid';
  else if (Number(price) > MAX_PRICE_EUROS) problems.price = 'priceTooHigh';
  return problems;
}

/**
 * A price above 0 needs a connected seller account (the API refuses it otherwise; admins
 * are exempt). Checked before the upload, so nobody waits for a video to be refused.
 */
export function needsSellerAccount(price: string, user: { role: string; stripeConnectID: string | null }): boolean {
  return Number(normalizePrice(price)) > 0 && user.role !== 'ROLE_ADMIN' && !user.stripeConnectID;
}

/** The multipart body of POST /api/posts. */
export function postForm(values: PostValues, videoKey: string, poster: File | null): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  if (values.description.trim()) form.append('description', values.description.trim());
  form.append('price', normalizePrice(values.price));
  for (const name of ['postTypeId', 'weaponId', 'masterId', 'manuscriptId'] as const) {
    if (values[name]) form.append(name, values[name]);
  }
  for (const id of values.techniqueIds) form.append('techniqueIds', String(id));
  form.append('videoKey', videoKey);
  if (poster) form.append('file', poster);
  return form;
}

/** The JSON body of PATCH /api/posts/{id}: every field, empty links cleared. */
export function postPatch(values: PostValues) {
  const id = (value: string) => (value ? Number(value) : null);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: normalizePrice(values.price),
    postTypeId: id(values.postTypeId),
    weaponId: id(values.weaponId),
    masterId: id(values.masterId),
    manuscriptId: id(values.manuscriptId),
    techniqueIds: values.techniqueIds,
  };
}

/** API field names -> the form's. */
export const SERVER_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  price: 'price',
  postTypeId: 'postTypeId',
  weaponId: 'weaponId',
  masterId: 'masterId',
  manuscriptId: 'manuscriptId',
  techniqueIds: 'techniqueIds',
  videoKey: 'video',
  file: 'poster',
};
