export {
  allInstrumentViews,
  createInstrument,
  deleteInstrument,
  findInstrumentBySerial,
  getInstrument,
  INSTRUMENT_NOT_FOUND,
  instrumentsPage,
  updateInstrument,
} from './instruments.ts';
export { type DeliveryResult, recordDeliveredUnits } from './deliveries.ts';
export { exportInstruments, type InstrumentsFile } from './file-export.ts';
export { importInstruments, type InstrumentImportReport } from './file-import.ts';
export { hasInstrumentsByEmail, instrumentsByEmail } from './by-email.ts';
export {
  addCertificate,
  adminCertificateFile,
  CERTIFICATE_NOT_FOUND,
  type CertificateFile,
  certificatesForCustomer,
  customerCertificates,
} from './certificates.ts';
export { certificateByToken } from './certificate-link.ts';
export { certificateResponse } from './certificate-response.ts';
