/*
 * The product editor's sections below its first screen, one chunk loaded when the browser is first
 * idle, when one of their frames comes into view, or at a save (later-sections.tsx).
 */
export { DocumentsSection } from './documents-section.tsx';
export { ImagesSection } from './images-section.tsx';
export { ProcurementSection } from './procurement-section.tsx';
export { RelatedSection } from './related-section.tsx';
export { SeoSection } from './seo-section.tsx';
export { TextsSection } from './texts-section.tsx';
export { WhatsAppSection } from './whatsapp-section.tsx';
