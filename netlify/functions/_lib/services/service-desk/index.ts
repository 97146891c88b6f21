export { storeServiceRequest, type StoredServiceRequest } from './intake.ts';
export { mailServiceLink, notifyCustomerMessage, notifyNewServiceRequest } from './mails.ts';
export { TRACKING_CSP, trackingErrorHtml, trackingPageHtml, type TrackingFormState } from './page/html.ts';
export { checkPhotos } from './photos.ts';
export { privately } from './private.ts';
export { addCustomerMessage, openServiceRequest, trackedView, type OpenedServiceRequest } from './tracking.ts';
export {
  addTeamMessage,
  isServiceStatus,
  listServiceRequests,
  servicePhoto,
  serviceRequestDetail,
  serviceSummary,
  updateServiceRequest,
} from './desk.ts';
export { mailTeamMessage } from './mails.ts';
export { trackingPath } from './links.ts';
export { hasServiceRequestsByEmail, serviceRequestsByEmail } from './by-email.ts';
