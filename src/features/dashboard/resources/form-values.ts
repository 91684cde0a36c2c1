import type { FieldDef, ResourceDef } from './definitions';

export type FormValue = string | number | null | number[];
export type FormValues = Record<string, FormValue>;

/** A library item as the API lists it. */
export interface Item {
  id: number;
  fileUrl: string | null;
  [field: string]: unknown;
}

function initial(field: FieldDef, value: unknown): FormValue {
  switch (field.kind) {
    case 'select':
      return typeof value === 'number' ? value : null;
    case 'multiselect':
      return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
    case 'year':
      return typeof value === 'number' ? String(value) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The form's starting values: the item's, or empty for a new one. */
export function initialValues(def: ResourceDef, item: Item | null): FormValues {
  return Object.fromEntries(def.fields.map((field) => [field.name, initial(field, item?.[field.name])]));
}

const yearOf = (value: FormValue) => (typeof value === 'string' && value.trim() ? Number(value) : null);

/** JSON body of a create (techniques) or a PATCH: every field, links as ids or null. */
export function toJson(def: ResourceDef, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of def.fields) {
    const value = values[field.name] ?? null;
    if (field.kind === 'year') body[field.name] = yearOf(value);
    else if (field.kind === 'price') body[field.name] = typeof value === 'string' && value.trim() ? value.trim() : '0';
    else if (field.kind === 'select') body[field.name] = typeof value === 'number' ? value : null;
    else if (field.kind === 'multiselect') body[field.name] = Array.isArray(value) ? value : [];
    else body[field.name] = typeof value === 'string' ? value.trim() : '';
  }
  return body;
}

/** Multipart body of a create: text fields, repeated list fields, and the image as `file`. */
export function toFormData(def: ResourceDef, values: FormValues, file: File | null): FormData {
  const form = new FormData();
  for (const field of def.fields) {
    const value = values[field.name] ?? null;
    if (Array.isArray(value)) for (const id of value) form.append(field.name, String(id));
    else if (typeof value === 'number') form.append(field.name, String(value));
    else if (typeof value === 'string' && value.trim()) form.append(field.name, value.trim());
  }
  if (file) form.append('file', file);
  return form;
}

/** A JSON create must not send empty links (null is only for clearing in a PATCH). */
export function withoutEmpty(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== ''));
}
