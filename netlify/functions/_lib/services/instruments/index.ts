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
