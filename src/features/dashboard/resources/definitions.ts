import { LIBRARY_LIMITS, POST_LIMITS, URL_MAX } from '../../../contract/limits';
import type { DashboardStrings } from '../strings';
import type { LookupKey } from './lookups';

export type FieldKind = 'text' | 'textarea' | 'url' | 'year' | 'price' | 'select' | 'multiselect';

export interface FieldDef {
  /** The API field. */
  name: string;
  label: keyof DashboardStrings['fields'];
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** Options of a select. */
  lookup?: LookupKey;
  /** Multiselects: the label of the box that searches their options. */
  search?: keyof DashboardStrings['optionSearch'];
  /** A library text written in both languages: the form shows the English and French side by side. */
  lang?: 'en' | 'fr';
}

export interface ColumnDef {
  name: string;
  label: keyof DashboardStrings['fields'];
  /** Shows the linked item's name instead of its id. */
  lookup?: LookupKey;
}

const column = (name: string, label: ColumnDef['label'] = name as ColumnDef['label'], lookup?: LookupKey): ColumnDef =>
  lookup ? { name, label, lookup } : { name, label };

export type ResourceKey =
  'postTypes' | 'weapons' | 'masterHistories' | 'manuscripts' | 'techniques' | 'publicities' | 'posts';

/** One library screen: where its API is, what its form holds, which columns its table shows. */
export interface ResourceDef {
  key: ResourceKey;
  path: string;
  titleField: 'name' | 'title';
  /** §7: techniques are created with JSON (image afterwards); the others with multipart. */
  createAs: 'multipart' | 'json';
  /** §7: POST /{id}/images, or /{id}/image for publicities; null: no image (posts). */
  imagePath: 'images' | 'image' | null;
  fields: FieldDef[];
  /** Table columns after the image and the title. */
  columns: ColumnDef[];
  /** The select list this resource feeds (refreshed after changes). */
  lookupKey?: LookupKey;
  /** §8 publicity messages ('Failed to add/update/delete publicity'). */
  publicity?: boolean;
  /** Library entries (issue 32): the French name (title) field; the table marks entries missing French. */
  frenchName?: 'nameFr' | 'titleFr';
}

const description = (maxLength: number): FieldDef => ({
  name: 'description',
  label: 'description',
  kind: 'textarea',
  maxLength,
});

/**
 * The name (title) and description of a library entry in English and French, side by side in
 * the form, French optional ('' = not yet translated), with the API's limits.
 */
function bilingual(field: 'name' | 'title', limits: { name: number; description: number }): FieldDef[] {
  const french = field === 'name' ? 'nameFr' : 'titleFr';
  return [
    { name: field, label: field, kind: 'text', required: true, maxLength: limits.name, lang: 'en' },
    { ...description(limits.description), lang: 'en' },
    { name: french, label: french, kind: 'text', maxLength: limits.name, lang: 'fr' },
    { name: 'descriptionFr', label: 'descriptionFr', kind: 'textarea', maxLength: limits.description, lang: 'fr' },
  ];
}

/** A short library text (a master's period, a manuscript's date) in English and French, side by side. */
function bilingualText(name: 'period' | 'origin' | 'dateLabel' | 'language', maxLength: number): FieldDef[] {
  return [
    { name, label: name, kind: 'text', maxLength, lang: 'en' },
    { name: `${name}Fr`, label: `${name}Fr`, kind: 'text', maxLength, lang: 'fr' },
  ];
}

const manuscriptLimits = { name: LIBRARY_LIMITS.manuscript.title, description: LIBRARY_LIMITS.manuscript.description };

export const RESOURCES: Record<Exclude<ResourceKey, 'posts'>, ResourceDef> = {
  postTypes: {
    key: 'postTypes',
    path: '/post_types',
    titleField: 'name',
    createAs: 'multipart',
    imagePath: 'images',
    fields: bilingual('name', LIBRARY_LIMITS.postType),
    columns: [column('slug'), column('description')],
    lookupKey: 'postTypes',
    frenchName: 'nameFr',
  },
  weapons: {
    key: 'weapons',
    path: '/weapons',
    titleField: 'name',
    createAs: 'multipart',
    imagePath: 'images',
    fields: bilingual('name', LIBRARY_LIMITS.weapon),
    columns: [column('slug'), column('description')],
    lookupKey: 'weapons',
    frenchName: 'nameFr',
  },
  masterHistories: {
    key: 'masterHistories',
    path: '/master_histories',
    titleField: 'name',
    createAs: 'multipart',
    imagePath: 'images',
    fields: [
      ...bilingual('name', LIBRARY_LIMITS.masterHistory),
      ...bilingualText('period', LIBRARY_LIMITS.masterHistory.period),
      ...bilingualText('origin', LIBRARY_LIMITS.masterHistory.origin),
      {
        name: 'influencedBy',
        label: 'influencedBy',
        kind: 'multiselect',
        lookup: 'masterHistories',
        search: 'masterHistories',
      },
    ],
    columns: [column('period'), column('origin')],
    lookupKey: 'masterHistories',
    frenchName: 'nameFr',
  },
  manuscripts: {
    key: 'manuscripts',
    path: '/manuscripts',
    titleField: 'title',
    createAs: 'multipart',
    imagePath: 'images',
    fields: [
      ...bilingual('title', manuscriptLimits),
      { name: 'shelfmark', label: 'shelfmark', kind: 'text', maxLength: LIBRARY_LIMITS.manuscript.shelfmark },
      { name: 'institution', label: 'institution', kind: 'text', maxLength: LIBRARY_LIMITS.manuscript.institution },
      ...bilingualText('dateLabel', LIBRARY_LIMITS.manuscript.dateLabel),
      { name: 'year', label: 'year', kind: 'year' },
      ...bilingualText('language', LIBRARY_LIMITS.manuscript.language),
      { name: 'authorId', label: 'author', kind: 'select', lookup: 'masterHistories' },
    ],
    columns: [column('dateLabel'), column('authorId', 'author', 'masterHistories'), column('institution')],
    lookupKey: 'manuscripts',
    frenchName: 'titleFr',
  },
  techniques: {
    key: 'techniques',
    path: '/techniques',
    titleField: 'name',
    createAs: 'json',
    imagePath: 'images',
    fields: [
      ...bilingual('name', LIBRARY_LIMITS.technique),
      { name: 'weaponId', label: 'weapon', kind: 'select', lookup: 'weapons' },
      { name: 'masterId', label: 'masterHistory', kind: 'select', lookup: 'masterHistories' },
      { name: 'manuscriptId', label: 'manuscript', kind: 'select', lookup: 'manuscripts' },
    ],
    columns: [
      column('weaponId', 'weapon', 'weapons'),
      column('masterId', 'masterHistory', 'masterHistories'),
      column('manuscriptId', 'manuscript', 'manuscripts'),
    ],
    lookupKey: 'techniques',
    frenchName: 'nameFr',
  },
  publicities: {
    key: 'publicities',
    path: '/publicities',
    titleField: 'title',
    createAs: 'multipart',
    imagePath: 'image',
    fields: [
      { name: 'title', label: 'title', kind: 'text', required: true, maxLength: LIBRARY_LIMITS.publicity.title },
      { name: 'url', label: 'url', kind: 'url', required: true, maxLength: URL_MAX },
      description(LIBRARY_LIMITS.publicity.description),
    ],
    columns: [column('url'), column('description')],
    publicity: true,
  },
};

/** The select lists a resource's form and table need. */
export function lookupsOf(def: ResourceDef): LookupKey[] {
  const keys = [...def.fields, ...def.columns].flatMap((field) => (field.lookup ? [field.lookup] : []));
  return [...new Set(keys)];
}

/** Posts are edited (PATCH JSON), never created, from the dashboard; their video stays. */
export const POST_EDIT: ResourceDef = {
  key: 'posts',
  path: '/posts',
  titleField: 'title',
  createAs: 'json',
  imagePath: null,
  fields: [
    { name: 'title', label: 'title', kind: 'text', required: true, maxLength: POST_LIMITS.title },
    { name: 'price', label: 'price', kind: 'price' },
    { name: 'postTypeId', label: 'postType', kind: 'select', lookup: 'postTypes' },
    { name: 'weaponId', label: 'weapon', kind: 'select', lookup: 'weapons' },
    { name: 'masterId', label: 'masterHistory', kind: 'select', lookup: 'masterHistories' },
    { name: 'manuscriptId', label: 'manuscript', kind: 'select', lookup: 'manuscripts' },
    { name: 'techniqueIds', label: 'techniques', kind: 'multiselect', lookup: 'techniques', search: 'techniques' },
    description(POST_LIMITS.description),
  ],
  columns: [],
};
