/** Where the category dialog keeps a local copy of unsaved fields (survives an expired session; see local-draft.ts). */
export const CATEGORY_DRAFT_PREFIX = 'category.';
export const categoryDraftKey = (id: number | undefined) => `${CATEGORY_DRAFT_PREFIX}${id ?? 'new'}`;
