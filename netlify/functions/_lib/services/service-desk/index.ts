export { storeServiceRequest, type StoredServiceRequest } from './intake.ts';
export { mailServiceLink, notifyNewServiceRequest } from './mails.ts';
export { checkPhotos } from './photos.ts';
