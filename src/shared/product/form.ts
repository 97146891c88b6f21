import type { z } from 'zod';
import { ProductFieldsSchema, type ProductFields, type ProductFieldsInput } from './fields.ts';
import { appendMedia, type ProductMediaInput } from './media.ts';

/*
 * The product's multipart form, both ways: the admin panel encodes it, the function decodes it, the
 * tests use the same two functions. Both walk the fields' schema, so a field added there travels
 * without being named here: texts as they are, numbers as digits, booleans as '1'/'0', lists and
 * objects as JSON. An update is a POST with `_method=PUT`; `version` is the version the editor
 * loaded, so a save based on an older one is refused; `main_image` only when a new image was chosen.
 * The gallery's images and the PDFs travel beside the fields (media.ts).
 */

export interface ProductFormInput {
  values: ProductFields;
  image?: Blob | null;
  media?: ProductMediaInput;
  version?: number;
  update?: boolean;
}

export type Encoding = 'text' | 'choice' | 'number' | 'boolean' | 'json';

/** How a field travels, read from the innermost type of its schema (under defaults, pipes and options). */
function encodingOf(schema: z.core.$ZodType): Encoding {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
  const inner = def.innerType ?? def.in;
  if (inner && ['default', 'optional', 'pipe', 'nullable', 'prefault'].includes(def.type)) return encodingOf(inner);
  switch (def.type) {
    case 'string':
    // A field taking text or a number ('ready' or a number of weeks) travels as its text.
    case 'union':
      return 'text';
    case 'enum':
      return 'choice';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'json';
    default:
      throw new Error(`The product form cannot carry a field of type ${def.type}`);
  }
}

/** Every product field and how it travels, in the schema's order (the import/export columns follow it too). */
export const ENCODINGS = Object.entries(ProductFieldsSchema.shape).map(
  ([name, schema]) => [name as keyof ProductFields, encodingOf(schema)] as const,
);

export function encodeProductForm({ values, image, media, version, update }: ProductFormInput): FormData {
  const form = new FormData();
  for (const [name, encoding] of ENCODINGS) {
    const value = values[name];
    form.set(
      name,
      encoding === 'boolean'
        ? value
          ? '1'
          : '0'
        : encoding === 'json'
          ? JSON.stringify(value)
          : // An unknown number (null) travels as an empty box, which decodes back to it.
            value === null
            ? ''
            : String(value),
    );
  }
  if (image) form.set('main_image', image);
  if (media) appendMedia(form, media);
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

function jsonField(name: string, value: string | undefined): unknown {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new ProductFormError(name, `${name} harus berupa JSON yang valid`);
  }
}

/** '1'/'0' (and 'true'/'false' from API clients); anything else is left for the schema to refuse. */
function booleanField(value: string | undefined): boolean | string | undefined {
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return value;
}

const DECODE: Record<Encoding, (name: string, value: string | undefined) => unknown> = {
  text: (_name, value) => value,
  // An empty choice is no choice: the field's default applies.
  choice: (_name, value) => value || undefined,
  number: (_name, value) => numberField(value),
  boolean: (_name, value) => booleanField(value),
  json: jsonField,
};

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
  const fields = Object.fromEntries(
    ENCODINGS.map(([name, encoding]) => [name, DECODE[encoding](name, text(form, name))]),
  ) as Record<keyof ProductFieldsInput, unknown>;
  return { fields, version: parseVersion(text(form, 'version')) };
}

export { newProductFields, productFields } from './field-defaults.ts';
