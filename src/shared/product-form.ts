import type { AdminProduct } from './api-types.ts';
import type { ProductFields, ProductFieldsInput } from './schemas.ts';

/*
 * The product's multipart form, both ways: the admin panel encodes it, the function decodes it, the
 * tests use the same two functions. Everything travels as a string: numbers as digits, is_active as
 * '1'/'0', tags and specifications as JSON. An update is a POST with `_method=PUT`; `version` is the
 * version the editor loaded, so a save based on an older one is refused; `main_image` only when a
 * new image was chosen.
 */

export interface ProductFormInput {
  values: ProductFields;
  image?: Blob | null;
  version?: number;
  update?: boolean;
}

/** What a new product starts with besides its name, SKU, category, price and stock: a draft, active. */
export const newProductFields = () =>
  ({
    slug: '',
    short_description: '',
    long_description: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    status: 'draft',
    is_active: true,
    whatsapp_number: '',
    whatsapp_template: '',
    tags: [],
    specifications: [],
  }) satisfies Omit<ProductFields, 'name' | 'sku' | 'category_id' | 'price' | 'stock'>;

/** A stored product (as the admin API answers it) as the fields of its form. */
export function productFields(product: AdminProduct): ProductFields {
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    category_id: product.category_id,
    price: product.price,
    stock: product.stock,
    short_description: product.short_description,
    long_description: product.long_description,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    meta_keywords: product.meta_keywords,
    status: product.status,
    is_active: product.is_active === 1,
    whatsapp_number: product.whatsapp_number,
    whatsapp_template: product.whatsapp_template,
    tags: product.tags.map((tag) => tag.name),
    specifications: product.specifications.map(({ name, value }) => ({ name, value })),
  };
}

export function encodeProductForm({ values, image, version, update }: ProductFormInput): FormData {
  const form = new FormData();
  const text: Record<string, string> = {
    name: values.name,
    slug: values.slug,
    sku: values.sku,
    category_id: String(values.category_id),
    price: String(values.price),
    stock: String(values.stock),
    short_description: values.short_description,
    long_description: values.long_description,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    status: values.status,
    is_active: values.is_active ? '1' : '0',
    whatsapp_number: values.whatsapp_number,
    whatsapp_template: values.whatsapp_template,
    tags: JSON.stringify(values.tags),
    specifications: JSON.stringify(values.specifications),
  };
  for (const [key, value] of Object.entries(text)) form.set(key, value);
  if (image) form.set('main_image', image);
  if (version !== undefined) form.set('version', String(version));
  if (update) form.set('_method', 'PUT');
  return form;
}

/** A field the decoder could not read: reported per field, like the schema's own messages. */
export class ProductFormError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

export const VERSION_MESSAGE = 'Versi produk tidak valid; muat ulang halaman lalu simpan lagi';

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
    throw new ProductFormError(name, `${name} harus berupa JSON yang valid`);
  }
}

function activeField(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return value;
}

/**
 * A version is absent (no conflict check: the save applies to whatever is stored) or a positive
 * whole number. Anything else is refused rather than read as "absent", which would silently turn the
 * conflict check off.
 */
export function parseVersion(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const trimmed = value.trim().replace(/^"(.*)"$/, '$1');
  if (!/^[1-9]\d{0,9}$/.test(trimmed)) throw new ProductFormError('version', VERSION_MESSAGE);
  return Number(trimmed);
}

/** The typed fields for ProductFieldsSchema to validate; malformed values are left for it to report. */
export function decodeProductForm(form: FormData): {
  fields: Record<keyof ProductFieldsInput, unknown>;
  version?: number;
} {
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
    version: parseVersion(text(form, 'version')),
  };
}
