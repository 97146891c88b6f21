import type { ProductFieldsInput } from '../../../src/shared/schemas.ts';
import { HttpError } from './errors.ts';

/*
 * The multipart product form of spec §7 carries everything as strings: numbers as digits, is_active
 * as '1'/'0', tags and specifications as JSON. This turns it into the typed fields the shared
 * ProductFieldsSchema validates; anything malformed is left for the schema to report per field.
 */

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

function numberField(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
}

function jsonField(form: FormData, name: string): unknown {
  const value = text(form, name);
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(422, `${name} harus berupa JSON yang valid`, {
      errors: { [name]: [`${name} harus berupa JSON yang valid`] },
    });
  }
}

function activeField(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return value;
}

export function productFieldsFromForm(form: FormData): {
  fields: Record<keyof ProductFieldsInput, unknown>;
  expectedVersion?: number;
} {
  const version = numberField(text(form, 'version'));
  return {
    fields: {
      name: text(form, 'name'),
      slug: text(form, 'slug'),
      sku: text(form, 'sku'),
      category_id: numberField(text(form, 'category_id')),
      price: numberField(text(form, 'price')),
      stock: numberField(text(form, 'stock')),
      short_description: text(form, 'short_description'),
      long_description: text(form, 'long_description'),
      meta_title: text(form, 'meta_title'),
      meta_description: text(form, 'meta_description'),
      meta_keywords: text(form, 'meta_keywords'),
      status: text(form, 'status') || undefined,
      is_active: activeField(text(form, 'is_active')),
      whatsapp_number: text(form, 'whatsapp_number'),
      whatsapp_template: text(form, 'whatsapp_template'),
      tags: jsonField(form, 'tags'),
      specifications: jsonField(form, 'specifications'),
    },
    expectedVersion: version !== undefined && Number.isInteger(version) && version > 0 ? version : undefined,
  };
}
