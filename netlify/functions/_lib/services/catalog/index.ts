export {
  ARCHIVE_NOT_FOUND,
  archivePage,
  purgeExpired,
  purgeProduct,
  RestoreConflictError,
  restoreProduct,
} from './archive.ts';
export {
  CATEGORIES_KEY,
  type CategoriesDocument,
  categoriesWithCounts,
  categoriesWithoutCounts,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.ts';
export { categoryById, type CategoryRecord } from './category-records.ts';
export { catalogueChanges } from './changes.ts';
export { parseSlugs, publishedProductsBySlugs } from './compare.ts';
export { adminProductsPage, matchingAdminProducts, publicProductsPage } from './lists.ts';
export { DOCUMENT_PATH_PATTERN } from './media/documents.ts';
export { IMAGE_KEY_PATTERN } from './media/images.ts';
export { readProductMedia } from './media/media-form.ts';
export { cancelUpload, completeUpload, openUpload, putPart, sweepStagedUploads } from './media/staged-uploads.ts';
export { deleteCategoryMovingProducts } from './move.ts';
export { deleteProduct, importProducts, PRODUCT_NOT_FOUND, saveProduct } from './operations.ts';
export { productPreview } from './preview.ts';
export { storedAdminSearchScores } from './product-search.ts';
export { revertProduct, REVISION_NOT_FOUND } from './revert.ts';
export { indexSchedule, runDueSchedules } from './schedule.ts';
export { newBatchId } from './store/batches.ts';
export {
  PRODUCT_SEQ_KEY,
  RECORD_SHARD_SIZE,
  recordShardKey,
  recordShardOf,
  skuKey,
  SKUS_PREFIX,
  slugKey,
  summaryShardOf,
} from './store/keys.ts';
export { joinCategoryAt, joinCategoryInBulk } from './store/members.ts';
export { claimPointer, type Pointer, type PointerKind, releaseOwnClaim, releasePointer } from './store/pointers.ts';
export {
  lastProductId,
  publishSummaries,
  readAllRecords,
  readProducts,
  readRecord,
  readSummaries,
  summariesOf,
  type RecordShard,
} from './store/records.ts';
export {
  beforeShardWrite,
  ensureCopied,
  followBatch,
  followVersions,
  productRevisions,
  readRevision,
  withProductEntry,
} from './store/revisions.ts';
export {
  adminProduct,
  adminProducts,
  byNewest,
  publicCategoryNames,
  publishedProductBySlug,
  publishedProductsJson,
} from './views.ts';
