import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Deps } from '#server/deps.ts';
import { allContacts, markForInbox } from '#server/services/inbox/index.ts';
import {
  CATEGORIES_KEY,
  type CategoriesDocument,
  importProducts,
  lastProductId,
  readAllRecords,
} from '#server/services/catalog/index.ts';
import { ProductRecordSchema, type ProductRecord } from '#shared/product/record.ts';
import { SETTINGS_KEY } from '#server/services/settings/index.ts';
import { hashPassword, USERS_KEY, type UsersDocument } from '#server/services/accounts/index.ts';

/*
 * Backup and restore of the whole store as plain files: products, categories, settings, users
 * (password hashes only when asked), contact messages, and image bytes.
 */

export interface ExportOptions {
  withPasswordHashes?: boolean;
}

const write = (dir: string, name: string, value: unknown) =>
  writeFileSync(resolve(dir, name), `${JSON.stringify(value, null, 2)}\n`);
const read = <T>(dir: string, name: string): T | null =>
  existsSync(resolve(dir, name)) ? (JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as T) : null;

export async function exportStore(
  deps: Deps,
  dir: string,
  options: ExportOptions = {},
): Promise<Record<string, number>> {
  mkdirSync(resolve(dir, 'images'), { recursive: true });
  // Deleted products too: they are the archive, and restore keeps them.
  const products = (await readAllRecords(deps)) as ProductRecord[];
  const categories = (await deps.db.get<CategoriesDocument>(CATEGORIES_KEY)) ?? { nextId: 1, items: [] };
  const settings = await deps.db.get(SETTINGS_KEY);
  const users = (await deps.db.get<UsersDocument>(USERS_KEY)) ?? { nextId: 1, items: [] };
  // Each message with its inbox row (status, archive), the archived ones too.
  const contacts = await allContacts(deps);
  const imageKeys = await deps.images.keys();
  for (const key of imageKeys) {
    const image = await deps.images.get(key);
    if (image) writeFileSync(resolve(dir, 'images', key), Buffer.from(image.data));
  }
  write(dir, 'products.json', products);
  write(dir, 'categories.json', categories);
  write(dir, 'settings.json', settings);
  write(dir, 'users.json', {
    ...users,
    items: users.items.map((user) => (options.withPasswordHashes ? user : { ...user, passwordHash: '' })),
  });
  write(dir, 'contacts.json', contacts);
  return {
    products: products.length,
    categories: categories.items.length,
    users: users.items.length,
    contacts: contacts.length,
    images: imageKeys.length,
  };
}

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Loads an export into an empty store. Users exported without hashes cannot sign in; the user named
 * by ADMIN_EMAIL gets ADMIN_PASSWORD (or is created as Super Admin), so the site stays reachable.
 */
export async function importStore(
  deps: Deps,
  dir: string,
  admin: { email: string; password: string } | null,
): Promise<Record<string, number>> {
  const lastId = await lastProductId(deps);
  const existingCategories = await deps.db.get<CategoriesDocument>(CATEGORIES_KEY);
  if (lastId > 0 || existingCategories?.items.length)
    throw new Error('The target store is not empty; import only into an empty store.');
  // Every record is checked before anything is written: a bad file stops the import, not half of it.
  const products = (read<unknown[]>(dir, 'products.json') ?? []).map((record, position) => {
    const parsed = ProductRecordSchema.safeParse(record);
    if (!parsed.success) {
      throw new Error(`products.json item ${position + 1} is not a valid product: ${parsed.error.issues[0]?.message}`);
    }
    return parsed.data;
  });
  const imageDir = resolve(dir, 'images');
  const images = existsSync(imageDir) ? readdirSync(imageDir) : [];
  for (const key of images) {
    const type = IMAGE_TYPES[key.split('.').pop() ?? ''];
    if (!type) continue;
    const bytes = readFileSync(resolve(imageDir, key));
    await deps.images.put(
      key,
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      type,
    );
  }
  const categories = read<CategoriesDocument>(dir, 'categories.json');
  if (categories) await deps.db.update<CategoriesDocument>(CATEGORIES_KEY, () => categories);
  const settings = read<object>(dir, 'settings.json');
  if (settings) await deps.db.put(SETTINGS_KEY, settings);
  const contacts = read<Array<{ id: string }>>(dir, 'contacts.json') ?? [];
  for (const contact of contacts) {
    await deps.db.put(`contacts/${contact.id}`, contact);
    await markForInbox(deps, contact.id);
  }
  const users = read<UsersDocument>(dir, 'users.json') ?? { nextId: 1, items: [] };
  if (admin) {
    const match = users.items.find((user) => user.email.toLowerCase() === admin.email.toLowerCase());
    const passwordHash = await hashPassword(admin.password);
    if (match) {
      if (!match.passwordHash) Object.assign(match, { passwordHash, status: 'active', role: 'Super Admin' });
    } else if (!users.items.some((user) => user.passwordHash)) {
      const now = deps.now().toISOString();
      users.items.push({
        id: users.nextId,
        name: 'Super Admin',
        email: admin.email.toLowerCase(),
        role: 'Super Admin',
        status: 'active',
        passwordHash,
        tokenVersion: 1,
        lastLogin: null,
        created_at: now,
        updated_at: now,
      });
      users.nextId += 1;
    }
  }
  if (users.items.length) await deps.db.update<UsersDocument>(USERS_KEY, () => users);
  await importProducts(deps, products);
  return {
    products: products.length,
    categories: categories?.items.length ?? 0,
    users: users.items.length,
    contacts: contacts.length,
    images: images.length,
  };
}
