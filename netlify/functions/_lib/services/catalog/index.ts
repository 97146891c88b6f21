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
export { applyBulkEdit, BulkEditTakenOver, CHANGED_MEANWHILE, commitGroups } from './bulk-commit.ts';
export { catalogueChanges } from './changes.ts';
export { parseSlugs, publishedProductsBySlugs } from './compare.ts';
export { productHistory, settleProductActivity } from './history.ts';
export { commitImport } from './import-commit.ts';
export { productIdsBySku } from './import-ids.ts';
export type { ImportCreate, ImportUpdate } from './import-shard.ts';
export { adminProductsPage, matchingAdminProducts, publicProductsPage } from './lists.ts';
export { checkDocument, DOCUMENT_PATH_PATTERN } from './media/documents.ts';
export { checkImage, type CheckedImage, IMAGE_KEY_PATTERN } from './media/images.ts';
export { readProductMedia } from './media/media-form.ts';
export { cancelUpload, completeUpload, openUpload, putPart, sweepStagedUploads } from './media/staged-uploads.ts';
export { deleteCategoryMovingProducts } from './move.ts';
export { deleteProduct, importProducts, PRODUCT_NOT_FOUND, saveProduct } from './operations.ts';
export { productPreview } from './preview.ts';
export { storedAdminSearchScores } from './product-search.ts';
export { revertProduct, REVISION_NOT_FOUND } from './revert.ts';
export { runDueSchedules } from './schedule.ts';
export { lastProductId, readAllRecords, readProducts, readSummaries, summariesOf } from './store/records.ts';
export {
  adminProduct,
  adminProducts,
  byNewest,
  publicCategoryNames,
  publishedProductBySlug,
  publishedProductsJson,
} from './views.ts';
