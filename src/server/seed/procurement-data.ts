// The demo catalogue's procurement data: brand, model, GTIN, TKDN, AKL/AKD, SNI, e-Katalog listing,
// lead time and warranty, by SKU. Invented numbers in the real formats; a product not listed here
// has only its brand and model (read from its name) and leaves the rest unknown.
import type { ProductFields } from '#shared/product/fields.ts';

export type SeedProcurement = Pick<
  ProductFields,
  | 'brand'
  | 'model'
  | 'gtin'
  | 'tkdn_percent'
  | 'tkdn_certificate'
  | 'bmp_percent'
  | 'akl_number'
  | 'sni'
  | 'ekatalog_url'
  | 'lead_time'
  | 'warranty_months'
>;

/** What a product starts with: unknown (the schema's defaults, written out so this file stays plain data). */
const UNKNOWN: SeedProcurement = {
  brand: '',
  model: '',
  gtin: '',
  tkdn_percent: null,
  tkdn_certificate: '',
  bmp_percent: null,
  akl_number: '',
  sni: '',
  ekatalog_url: '',
  lead_time: null,
  warranty_months: null,
};

export const seedProcurement: Record<string, Partial<SeedProcurement>> = {
  'RL-PH-700': {
    gtin: '8999123400700',
    tkdn_percent: 42.5,
    bmp_percent: 8.3,
    tkdn_certificate: '1045/SJ-IND.8/TKDN/2025',
    ekatalog_url: 'https://katalog.inaproc.id/rawlab/rl-ph-700-benchtop-ph-meter',
    lead_time: 'ready',
    warranty_months: 24,
  },
  'RL-PH-900': { gtin: '8999123400908', tkdn_percent: 35, bmp_percent: 6, lead_time: 6, warranty_months: 24 },
  'RL-PH-20': {
    gtin: '8999123400205',
    tkdn_percent: 48.2,
    tkdn_certificate: '0873/SJ-IND.8/TKDN/2024',
    lead_time: 'ready',
    warranty_months: 12,
  },
  'TM-PT-30': { lead_time: 4, warranty_months: 12 },
  'RL-PH-450': { gtin: '8999123400458', lead_time: 'ready', warranty_months: 24 },
  'RL-EC-800': {
    gtin: '8999123400809',
    tkdn_percent: 40.1,
    bmp_percent: 5,
    tkdn_certificate: '1102/SJ-IND.8/TKDN/2025',
    lead_time: 'ready',
    warranty_months: 24,
  },
  'RL-TB-1000': { sni: 'SNI 06-6989.25-2005', lead_time: 8, warranty_months: 12 },
  'RL-TB-500': { sni: 'SNI 06-6989.25-2005', lead_time: 10, warranty_months: 12 },
  'CT-BT-4000': {
    akl_number: 'AKL 20101520345',
    sni: 'SNI IEC 61010-2-020:2016',
    tkdn_percent: 25.4,
    lead_time: 'ready',
    warranty_months: 24,
  },
  'CT-RF-16R': { akl_number: 'AKL 20101520512', lead_time: 12, warranty_months: 24 },
  'OV-BX-200': {
    tkdn_percent: 44,
    bmp_percent: 10,
    tkdn_certificate: '0991/SJ-IND.8/TKDN/2025',
    lead_time: 'ready',
    warranty_months: 36,
  },
  'RL-SP-1900': { lead_time: 8, warranty_months: 24 },
};

const HOUSE_BRANDS = ['RawLab', 'Tirtametra', 'Optivue', 'CentraTek'];

/** A demo product with its procurement data: the brand and model read from its name where not written. */
export function withProcurement<T extends { name: string; sku: string }>(product: T): T & SeedProcurement {
  const [brand = '', model = ''] = product.name.split(' ');
  return {
    ...UNKNOWN,
    ...(HOUSE_BRANDS.includes(brand) ? { brand, model } : {}),
    ...seedProcurement[product.sku],
    ...product,
  };
}
