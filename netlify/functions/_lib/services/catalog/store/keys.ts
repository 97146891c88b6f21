import { skuKeyOf } from '#shared/product/record.ts';

/*
 * Where the catalogue lives in the store (docs/decisions/002-storage-layout-and-consistency.md).
 *
 *  catalog/records/{shard}     the products themselves, 32 ids a shard: each save or delete is one
 *                              compare-and-swap of one shard, the operation's single commit point
 *  catalog/summaries/{shard}   the list view, 256 ids a shard, derived from the records after each
 *                              commit (only ever moving a product's version forward)
 *  catalog/product-seq         the last id handed out
 *  product-slugs/{slug}        which product holds a slug; product-skus/{sku} likewise for SKUs:
 *                              claimed create-only, believed only when the record agrees
 *  category-members/{id}       which products joined a category: the single key on which a product
 *                              save and a category delete meet
 *  product-schedule/{ms}/{id}  a product waits for a publish or unpublish time (epoch ms, 13 digits):
 *                              the scheduled function lists these instead of reading the catalogue.
 *                              Written before the commit that carries the time, pruned after the
 *                              time has passed; the record decides, the entry only says where to look
 */

export const RECORD_SHARD_SIZE = 32;
export const SUMMARY_SHARD_SIZE = 256;

export const PRODUCT_SEQ_KEY = 'catalog/product-seq';
export const RECORDS_PREFIX = 'catalog/records/';
export const SUMMARIES_PREFIX = 'catalog/summaries/';
export const SLUGS_PREFIX = 'product-slugs/';
export const SKUS_PREFIX = 'product-skus/';
export const MEMBERS_PREFIX = 'category-members/';
export const SCHEDULE_PREFIX = 'product-schedule/';

export const recordShardOf = (id: number) => Math.floor((id - 1) / RECORD_SHARD_SIZE);
export const summaryShardOf = (id: number) => Math.floor((id - 1) / SUMMARY_SHARD_SIZE);
export const recordShardKey = (shard: number) => `${RECORDS_PREFIX}${shard}`;
export const summaryShardKey = (shard: number) => `${SUMMARIES_PREFIX}${shard}`;

export const slugKey = (slug: string) => `${SLUGS_PREFIX}${slug}`;
/** SKUs may hold '/' and '.', which a key would read as folders: the key carries them encoded. */
export const skuKey = (sku: string) => `${SKUS_PREFIX}${Buffer.from(skuKeyOf(sku)).toString('base64url')}`;
export const skuFromKey = (key: string) => Buffer.from(key.slice(SKUS_PREFIX.length), 'base64url').toString();
export const memberKey = (categoryId: number) => `${MEMBERS_PREFIX}${categoryId}`;
export const scheduleKey = (at: string, id: number) =>
  `${SCHEDULE_PREFIX}${String(Date.parse(at)).padStart(13, '0')}/${id}`;

/**
 * A claim (slug, SKU or category membership) younger than this may belong to a save still in flight:
 * nobody takes it over or prunes it yet. A save gives up before committing once it is older than
 * OPERATION_DEADLINE_MS, so an older claim whose product does not carry it is certainly abandoned.
 */
export const CLAIM_GRACE_MS = 60_000;
export const OPERATION_DEADLINE_MS = 20_000;
