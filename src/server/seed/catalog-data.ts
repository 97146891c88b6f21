// Demo catalogue for RawLab: categories, products, featured slugs and partner logos.
// Plain data with type-only imports, so it can be loaded by the seeder, by tests, and by
// `node src/server/seed/catalog-data.ts` (Node strips the types).
// Brand names (RawLab house brand, Tirtametra, Optivue, CentraTek) are invented.
import type { ProductFields, ProductTranslation } from '#shared/product/fields.ts';

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  color: string;
}

/** A demo product: the product form's fields, with its category by slug and one image path. */
export type SeedProduct = Omit<
  ProductFields,
  | 'category_id'
  | 'whatsapp_number'
  | 'whatsapp_template'
  | 'image_alts'
  | 'related'
  | 'publish_at'
  | 'unpublish_at'
  | 'indonesian'
> &
  Partial<Pick<ProductFields, 'image_alts' | 'related' | 'publish_at' | 'unpublish_at'>> & {
    category: string;
    image: string;
    /** The Indonesian texts; each one left out shows the English one on Indonesian pages. */
    indonesian?: Partial<ProductTranslation>;
  };

export interface SeedPartner {
  name: string;
  logo: string;
}

export const seedCategories: SeedCategory[] = [
  {
    name: 'pH Meters',
    slug: 'ph-meters',
    description: 'Alat ukur pH, ORP, dan suhu untuk laboratorium, industri pangan, dan pengolahan air.',
    color: '#3B82F6',
  },
  {
    name: 'EC / Conductivity Meters',
    slug: 'ec-conductivity-meters',
    description: 'Pengukur konduktivitas, TDS, salinitas, dan resistivitas untuk air murni hingga air limbah.',
    color: '#10B981',
  },
  {
    name: 'Dissolved Oxygen Meters',
    slug: 'dissolved-oxygen-meters',
    description: 'Pengukur oksigen terlarut untuk akuakultur, pengolahan air limbah, dan pemantauan lingkungan.',
    color: '#F59E0B',
  },
  {
    name: 'Turbidity Meters',
    slug: 'turbidity-meters',
    description: 'Pengukur kekeruhan air (NTU) untuk kontrol kualitas air minum, air proses, dan air limbah.',
    color: '#EF4444',
  },
  {
    name: 'Multiparameter Meters',
    slug: 'multiparameter-meters',
    description: 'Satu alat untuk mengukur pH, konduktivitas, oksigen terlarut, dan parameter kualitas air lainnya.',
    color: '#8B5CF6',
  },
  {
    name: 'Microscopes',
    slug: 'microscopes',
    description: 'Mikroskop biologi, stereo, dan fluoresens untuk pendidikan, riset, dan laboratorium klinik.',
    color: '#EC4899',
  },
  {
    name: 'Centrifuges',
    slug: 'centrifuges',
    description: 'Sentrifus mini, mikro, dan benchtop untuk pemisahan sampel di laboratorium medis dan riset.',
    color: '#6B7280',
  },
  {
    name: 'Spectrophotometers',
    slug: 'spectrophotometers',
    description: 'Spektrofotometer UV-Vis dan visible untuk analisis kuantitatif di laboratorium kimia dan biologi.',
    color: '#14B8A6',
  },
];

export const seedProducts: SeedProduct[] = [
  // ---------------------------------------------------------------- pH meters
  {
    name: 'RawLab PH-700 Benchtop pH Meter',
    slug: 'rawlab-ph-700-benchtop-ph-meter',
    sku: 'RL-PH-700',
    category: 'ph-meters',
    price: 8_750_000,
    stock: 14,
    status: 'published',
    is_active: true,
    short_description:
      'A dependable benchtop pH, mV and temperature meter for routine QC work, with 5-point calibration and automatic buffer recognition.',
    long_description:
      'The PH-700 is built for laboratories that measure pH many times a day. A large backlit display shows pH, mV and temperature together, and a guided calibration routine recognises standard buffers automatically so new staff get reliable results from day one.\n\nAutomatic temperature compensation, a stability indicator and GLP-style calibration records help you meet ISO/IEC 17025 and food-safety audit requirements. Up to 500 readings can be stored and exported over USB.\n\nThe meter ships with a refillable glass-body combination electrode, a temperature probe, an electrode arm and starter buffers, and is covered by RawLab official warranty and after-sales service across Indonesia.',
    tags: [
      'Automatic temperature compensation',
      'Up to 5-point calibration with buffer recognition',
      'GLP calibration records',
      '500-reading memory with USB export',
      'Flexible electrode holder arm',
    ],
    specifications: [
      { name: 'pH range', value: '-2.00 to 16.00 pH' },
      { name: 'Resolution', value: '0.01 pH / 0.1 mV / 0.1 °C' },
      { name: 'Accuracy', value: '±0.01 pH, ±0.2 mV, ±0.3 °C' },
      { name: 'mV range', value: '±1999.9 mV' },
      {
        name: 'Calibration points',
        value: '1 to 5 points (USA, NIST, custom buffers)',
      },
      { name: 'Display', value: '4.3-inch backlit LCD' },
      { name: 'Power', value: '12 V DC adapter, 100-240 V AC' },
      { name: 'Dimensions / weight', value: '230 x 170 x 80 mm / 1.1 kg' },
      { name: 'Warranty', value: '2 years meter, 6 months electrode' },
    ],
    meta_title: 'RawLab PH-700 Benchtop pH Meter | RawLab',
    meta_description:
      'Benchtop pH, mV and temperature meter with 5-point calibration, ATC and USB data export. Official warranty and service across Indonesia.',
    meta_keywords: 'benchtop ph meter, ph meter laboratorium, ph-700, rawlab, alat ukur ph',
    image: '/images/products/ph-benchtop.svg',
  },
  {
    name: 'RawLab PH-900 Research pH and ISE Meter',
    slug: 'rawlab-ph-900-research-ph-and-ise-meter',
    sku: 'RL-PH-900',
    category: 'ph-meters',
    price: 24_500_000,
    stock: 4,
    status: 'published',
    is_active: true,
    short_description:
      'Research-grade benchtop meter for pH, mV, ORP and ion-selective measurements with 0.001 pH resolution.',
    long_description:
      'The PH-900 serves research, pharmaceutical and university laboratories that need more than routine pH. It resolves 0.001 pH, measures ORP and relative mV, and supports ion-selective electrodes for fluoride, nitrate, ammonium and other ions.\n\nA colour touchscreen walks the user through multi-point calibrations, shows electrode slope and offset, and warns when an electrode needs cleaning or replacement. Method profiles and user IDs keep results traceable.\n\nData is stored in 2,000 records and can be printed or exported over USB to a PC or flash drive.',
    tags: [
      '0.001 pH resolution',
      'Ion-selective electrode support',
      'Electrode diagnostics with slope and offset',
      'Colour touchscreen with method profiles',
      '2,000-record memory',
    ],
    specifications: [
      { name: 'pH range', value: '-2.000 to 20.000 pH' },
      { name: 'Resolution', value: '0.001 pH / 0.1 mV' },
      { name: 'Accuracy', value: '±0.002 pH, ±0.1 mV' },
      { name: 'ISE range', value: '1.00E-7 to 9.99E+10 concentration units' },
      {
        name: 'Calibration points',
        value: 'Up to 6 points (pH), 5 points (ISE)',
      },
      { name: 'Display', value: '7-inch colour touchscreen' },
      { name: 'Connectivity', value: 'USB-A, USB-C, RS-232' },
      { name: 'Power', value: '24 V DC adapter' },
      { name: 'Warranty', value: '3 years meter' },
    ],
    meta_title: 'RawLab PH-900 Research pH and ISE Meter | RawLab',
    meta_description:
      'Research benchtop meter for pH, ORP and ion-selective electrodes with 0.001 pH resolution and a colour touchscreen. Official warranty in Indonesia.',
    meta_keywords: 'research ph meter, ise meter, ion selective, ph-900, rawlab',
    image: '/images/products/ph-benchtop.svg',
  },
  {
    name: 'RawLab PH-20 Pocket pH Tester',
    slug: 'rawlab-ph-20-pocket-ph-tester',
    sku: 'RL-PH-20',
    category: 'ph-meters',
    price: 1_250_000,
    stock: 48,
    status: 'published',
    is_active: true,
    short_description:
      'A waterproof pen-style pH tester with a replaceable sensor, ideal for quick checks in the field and on the production floor.',
    long_description:
      'The PH-20 fits in a shirt pocket and gives a stable pH and temperature reading within seconds. It is sealed to IP67, so a drop into a tank or sink is not the end of the tester.\n\nCalibration takes up to three buffers and the replaceable sensor module means you only replace the electrode, not the whole instrument, when it wears out.\n\nTypical users are hydroponic growers, aquaculture farms, food kitchens and water treatment operators.',
    tags: [
      'IP67 waterproof housing',
      'Replaceable sensor module',
      'Automatic temperature compensation',
      'Up to 3-point calibration',
    ],
    specifications: [
      { name: 'pH range', value: '0.00 to 14.00 pH' },
      { name: 'Resolution', value: '0.01 pH / 0.1 °C' },
      { name: 'Accuracy', value: '±0.05 pH, ±0.5 °C' },
      { name: 'Calibration points', value: '1 to 3 points' },
      { name: 'Display', value: 'Dual-line LCD' },
      { name: 'Power', value: '4 x LR44 button cells, approx. 200 hours' },
      { name: 'Dimensions / weight', value: '165 x 36 x 20 mm / 60 g' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'RawLab PH-20 Pocket pH Tester | RawLab',
    meta_description:
      'Waterproof IP67 pocket pH tester with replaceable sensor, ATC and 3-point calibration. Fast, affordable pH checks in the field.',
    meta_keywords: 'pocket ph tester, ph pen, ph meter saku, ph-20, rawlab',
    image: '/images/products/ph-pocket.svg',
  },
  {
    name: 'Tirtametra PT-30 Waterproof pH Pen',
    slug: 'tirtametra-pt-30-waterproof-ph-pen',
    sku: 'TM-PT-30',
    category: 'ph-meters',
    price: 1_950_000,
    stock: 0,
    status: 'published',
    is_active: false,
    short_description:
      'A rugged pH and temperature pen with a flat-surface electrode option for meat, cheese and semi-solid samples.',
    long_description:
      'The PT-30 pairs a waterproof pen body with an interchangeable flat or spear-tip electrode, so the same tester can measure liquids, dough, meat and cheese.\n\nHold and auto-off functions save battery life, and a stability indicator shows when the reading can be recorded.',
    tags: [
      'Interchangeable flat and spear-tip electrodes',
      'Hold and auto-off functions',
      'Stability indicator',
      'IP67 waterproof',
    ],
    specifications: [
      { name: 'pH range', value: '0.00 to 14.00 pH' },
      { name: 'Resolution', value: '0.01 pH' },
      { name: 'Accuracy', value: '±0.02 pH' },
      { name: 'Temperature range', value: '0 to 60 °C' },
      { name: 'Calibration points', value: '1 to 3 points' },
      { name: 'Power', value: '2 x CR2032, approx. 300 hours' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Tirtametra PT-30 Waterproof pH Pen | RawLab',
    meta_description:
      'Waterproof pH pen with interchangeable flat and spear-tip electrodes for liquids, meat, cheese and dough samples.',
    meta_keywords: 'ph pen, food ph meter, spear tip ph, pt-30, tirtametra',
    image: '/images/products/ph-pocket.svg',
  },
  {
    name: 'RawLab PH-450 Portable pH and ORP Meter',
    slug: 'rawlab-ph-450-portable-ph-and-orp-meter',
    sku: 'RL-PH-450',
    category: 'ph-meters',
    price: 6_400_000,
    stock: 2,
    status: 'published',
    is_active: true,
    short_description:
      'A handheld pH, ORP and temperature meter in a carrying case, made for field sampling and plant walk-arounds.',
    long_description:
      'The PH-450 brings benchtop accuracy to the field. The IP67 housing survives rain and splashes, and the large backlit display is readable in bright sun and in dim plant rooms.\n\nThe meter stores 1,000 readings with date and time, and an optional ORP electrode turns it into a redox meter for disinfection and wastewater work.\n\nEach kit comes in a hard carrying case with a pH electrode, temperature probe, buffer sachets and a rinse bottle.',
    tags: [
      'pH, ORP and temperature in one meter',
      'IP67 field-proof housing',
      '1,000 readings with time stamp',
      'Complete kit in hard carrying case',
    ],
    specifications: [
      { name: 'pH range', value: '-2.00 to 16.00 pH' },
      { name: 'ORP range', value: '±2000 mV' },
      { name: 'Resolution', value: '0.01 pH / 1 mV / 0.1 °C' },
      { name: 'Accuracy', value: '±0.01 pH, ±1 mV' },
      { name: 'Calibration points', value: 'Up to 5 points' },
      { name: 'Display', value: 'Backlit segment LCD' },
      { name: 'Power', value: '4 x AA batteries, approx. 500 hours' },
      { name: 'Weight', value: '380 g (meter only)' },
      { name: 'Warranty', value: '2 years meter, 6 months electrode' },
    ],
    meta_title: 'RawLab PH-450 Portable pH and ORP Meter | RawLab',
    meta_description:
      'Portable IP67 pH, ORP and temperature meter with 1,000-reading memory, supplied as a complete field kit in a hard case.',
    meta_keywords: 'portable ph meter, orp meter, handheld ph, ph-450, rawlab',
    image: '/images/products/ph-handheld.svg',
  },

  // ------------------------------------------------------ EC / conductivity
  {
    name: 'RawLab EC-800 Benchtop Conductivity Meter',
    slug: 'rawlab-ec-800-benchtop-conductivity-meter',
    sku: 'RL-EC-800',
    category: 'ec-conductivity-meters',
    price: 12_900_000,
    stock: 7,
    status: 'published',
    is_active: true,
    short_description:
      'Benchtop conductivity, TDS, salinity and resistivity meter with automatic range selection and a 4-ring cell.',
    long_description:
      'The EC-800 covers everything from ultra-pure rinse water to brine with a single 4-ring conductivity cell. Automatic ranging removes guesswork, and temperature is compensated with a linear or non-linear natural-water curve.\n\nCalibration uses up to four standards, and the meter remembers the cell constant so routine measurements start immediately.\n\nIt is a practical choice for beverage, pharmaceutical and power-plant water laboratories.',
    tags: [
      'Conductivity, TDS, salinity and resistivity',
      'Automatic range selection',
      '4-ring cell for wide range',
      'Linear and non-linear temperature compensation',
    ],
    specifications: [
      { name: 'Conductivity range', value: '0.00 µS/cm to 500 mS/cm' },
      { name: 'TDS range', value: '0 to 250 g/L' },
      { name: 'Salinity range', value: '0.0 to 70.0 PSU' },
      { name: 'Accuracy', value: '±0.5% of reading' },
      { name: 'Calibration points', value: 'Up to 4 points' },
      { name: 'Display', value: '4.3-inch backlit LCD' },
      { name: 'Power', value: '12 V DC adapter' },
      { name: 'Warranty', value: '2 years meter, 1 year cell' },
    ],
    meta_title: 'RawLab EC-800 Benchtop Conductivity Meter | RawLab',
    meta_description:
      'Benchtop conductivity, TDS, salinity and resistivity meter with auto-ranging 4-ring cell. Official warranty and service in Indonesia.',
    meta_keywords: 'conductivity meter, ec meter, tds meter, benchtop ec, ec-800, rawlab',
    image: '/images/products/ec-benchtop.svg',
  },
  {
    name: 'RawLab EC-350 Portable Conductivity and TDS Meter',
    slug: 'rawlab-ec-350-portable-conductivity-and-tds-meter',
    sku: 'RL-EC-350',
    category: 'ec-conductivity-meters',
    price: 7_250_000,
    stock: 12,
    status: 'published',
    is_active: true,
    short_description:
      'Handheld conductivity, TDS and salinity meter with a rugged IP67 body and a 3-metre cable probe.',
    long_description:
      'The EC-350 is designed for water-treatment operators, environmental samplers and aquaculture technicians who measure at the tank, river or well.\n\nThe 3-metre cable lets you reach into sumps and sampling points, and readings are stored with time and sample ID for later download.',
    tags: [
      'IP67 rugged handheld body',
      '3-metre cable probe',
      'Conductivity, TDS and salinity modes',
      'Time-stamped data logging',
    ],
    specifications: [
      { name: 'Conductivity range', value: '0 µS/cm to 200 mS/cm' },
      { name: 'TDS range', value: '0 to 100 g/L' },
      { name: 'Resolution', value: '0.1 µS/cm (lowest range)' },
      { name: 'Accuracy', value: '±1% of reading' },
      { name: 'Calibration points', value: 'Up to 3 points' },
      { name: 'Power', value: '3 x AA batteries' },
      { name: 'Weight', value: '420 g with probe' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab EC-350 Portable Conductivity Meter | RawLab',
    meta_description:
      'Portable IP67 conductivity, TDS and salinity meter with 3 m cable probe and data logging for field and plant water testing.',
    meta_keywords: 'portable conductivity meter, tds meter, salinity meter, ec-350, rawlab',
    image: '/images/products/ec-handheld.svg',
  },
  {
    name: 'Tirtametra EC-15 Pocket EC and TDS Tester',
    slug: 'tirtametra-ec-15-pocket-ec-and-tds-tester',
    sku: 'TM-EC-15',
    category: 'ec-conductivity-meters',
    price: 1_450_000,
    stock: 35,
    status: 'published',
    is_active: true,
    short_description:
      'Pocket EC and TDS tester for hydroponics, drinking water and RO systems, with automatic temperature compensation.',
    long_description:
      'The EC-15 gives instant conductivity, TDS and temperature readings from a pen-sized, waterproof body. It is popular with hydroponic growers and RO water suppliers who need a quick, repeatable check.\n\nA single-point calibration keeps it accurate, and the graphite electrode resists fouling.',
    tags: [
      'EC, TDS and temperature',
      'Graphite electrode resists fouling',
      'Waterproof pen body',
      'Single-point calibration',
    ],
    specifications: [
      { name: 'EC range', value: '0 to 9999 µS/cm' },
      { name: 'TDS range', value: '0 to 5000 ppm' },
      { name: 'Accuracy', value: '±2% full scale' },
      { name: 'Temperature compensation', value: 'Automatic, 0 to 50 °C' },
      { name: 'Power', value: '4 x LR44 button cells' },
      { name: 'Dimensions / weight', value: '160 x 35 x 20 mm / 55 g' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Tirtametra EC-15 Pocket EC and TDS Tester | RawLab',
    meta_description:
      'Waterproof pocket EC and TDS tester with ATC for hydroponics, RO systems and drinking water. Fast and affordable conductivity checks.',
    meta_keywords: 'ec tester, tds pen, hydroponic ec meter, ec-15, tirtametra',
    image: '/images/products/ec-handheld.svg',
  },
  {
    name: 'RawLab EC-950 Pure Water Conductivity Meter',
    slug: 'rawlab-ec-950-pure-water-conductivity-meter',
    sku: 'RL-EC-950',
    category: 'ec-conductivity-meters',
    price: 28_500_000,
    stock: 1,
    status: 'published',
    is_active: true,
    short_description: 'Laboratory conductivity and resistivity meter for purified water and WFI testing to USP <645>.',
    long_description:
      'The EC-950 measures down to 0.001 µS/cm and reports resistivity up to 18.2 MΩ·cm, making it suitable for purified water, water for injection and semiconductor rinse water.\n\nBuilt-in USP <645> stage 1, 2 and 3 routines guide the analyst through the pharmacopoeia test and store a complete record.\n\nThe meter is supplied with a 0.1 cm⁻¹ titanium flow-through cell and a traceable calibration certificate.',
    tags: [
      'Resistivity up to 18.2 MΩ·cm',
      'USP <645> test routines',
      'Flow-through titanium cell',
      'Traceable calibration certificate',
    ],
    specifications: [
      { name: 'Conductivity range', value: '0.001 µS/cm to 2000 µS/cm' },
      { name: 'Resistivity range', value: '0 to 18.2 MΩ·cm' },
      { name: 'Accuracy', value: '±0.5% of reading' },
      { name: 'Cell constant', value: '0.1 cm⁻¹' },
      { name: 'Temperature range', value: '0 to 100 °C' },
      { name: 'Display', value: '5-inch colour LCD' },
      { name: 'Power', value: '12 V DC adapter' },
      { name: 'Warranty', value: '3 years meter' },
    ],
    meta_title: 'RawLab EC-950 Pure Water Conductivity Meter | RawLab',
    meta_description:
      'Conductivity and resistivity meter for purified water and WFI with USP <645> routines and 18.2 MΩ·cm range. Official RawLab warranty.',
    meta_keywords: 'pure water conductivity, resistivity meter, usp 645, wfi, ec-950, rawlab',
    image: '/images/products/ec-benchtop.svg',
  },
  {
    name: 'Tirtametra ST-40 Salinity and Conductivity Meter',
    slug: 'tirtametra-st-40-salinity-and-conductivity-meter',
    sku: 'TM-ST-40',
    category: 'ec-conductivity-meters',
    price: 5_900_000,
    stock: 0,
    status: 'draft',
    is_active: true,
    short_description: 'Handheld salinity and conductivity meter for shrimp ponds, seawater and brine processing.',
    long_description:
      'The ST-40 reads salinity in PSU and ppt alongside conductivity and temperature, which makes it a favourite tool on shrimp and milkfish farms.\n\nThe titanium-electrode probe withstands seawater, and the meter switches off automatically to save batteries during long pond rounds.',
    tags: ['Salinity in PSU and ppt', 'Seawater-resistant titanium probe', 'Automatic power-off', 'Backlit display'],
    specifications: [
      { name: 'Salinity range', value: '0.0 to 70.0 PSU' },
      { name: 'Conductivity range', value: '0 to 200 mS/cm' },
      { name: 'Accuracy', value: '±1% of reading' },
      { name: 'Temperature range', value: '0 to 60 °C' },
      { name: 'Power', value: '2 x AA batteries' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Tirtametra ST-40 Salinity Meter | RawLab',
    meta_description:
      'Handheld salinity and conductivity meter with seawater-resistant probe for shrimp ponds, aquaculture and brine processing.',
    meta_keywords: 'salinity meter, aquaculture, shrimp pond, st-40, tirtametra',
    image: '/images/products/ec-handheld.svg',
  },

  // ------------------------------------------------------- dissolved oxygen
  {
    name: 'RawLab DO-600 Optical Dissolved Oxygen Meter',
    slug: 'rawlab-do-600-optical-dissolved-oxygen-meter',
    sku: 'RL-DO-600',
    category: 'dissolved-oxygen-meters',
    price: 32_500_000,
    stock: 3,
    status: 'published',
    is_active: true,
    short_description: 'Portable luminescent DO meter with no membranes to change and no warm-up time.',
    long_description:
      'The DO-600 uses an optical luminescence sensor, so there is no electrolyte to refill, no membrane to stretch and no polarisation wait. Switch it on and measure.\n\nThe sensor cap lasts around two years in normal use and is replaced in seconds. Salinity and barometric pressure are compensated automatically.\n\nIt is the preferred meter for wastewater aeration control, environmental surveys and intensive aquaculture.',
    tags: [
      'Optical luminescence sensor',
      'No membrane or electrolyte',
      'Automatic pressure and salinity compensation',
      'IP67 housing with 5 m cable',
      'Sensor cap life about 2 years',
    ],
    specifications: [
      { name: 'DO range', value: '0.00 to 50.00 mg/L; 0 to 500% saturation' },
      { name: 'Resolution', value: '0.01 mg/L / 0.1%' },
      { name: 'Accuracy', value: '±0.1 mg/L below 8 mg/L; ±1% above' },
      { name: 'Response time', value: 'T90 under 40 seconds' },
      { name: 'Calibration', value: '1 or 2 points (air, zero)' },
      { name: 'Cable length', value: '5 m (10 m optional)' },
      { name: 'Power', value: '4 x AA batteries' },
      { name: 'Warranty', value: '2 years meter, 1 year sensor' },
    ],
    meta_title: 'RawLab DO-600 Optical DO Meter | RawLab',
    meta_description:
      'Portable optical dissolved oxygen meter with luminescent sensor: no membranes, no warm-up. For wastewater, aquaculture and field surveys.',
    meta_keywords: 'optical do meter, dissolved oxygen, luminescent do, do-600, rawlab',
    image: '/images/products/do-portable.svg',
  },
  {
    name: 'RawLab DO-300 Portable Dissolved Oxygen Meter',
    slug: 'rawlab-do-300-portable-dissolved-oxygen-meter',
    sku: 'RL-DO-300',
    category: 'dissolved-oxygen-meters',
    price: 11_750_000,
    stock: 16,
    status: 'published',
    is_active: true,
    short_description:
      'Polarographic DO meter for routine field checks, with automatic air calibration and temperature compensation.',
    long_description:
      'The DO-300 is a cost-effective handheld meter with a polarographic sensor and a 3-metre cable. One-touch air calibration gets you measuring in minutes.\n\nIt shows mg/L and % saturation together with temperature and keeps 500 readings in memory.',
    tags: ['Polarographic DO sensor', 'One-touch air calibration', 'mg/L and % saturation', '500-reading memory'],
    specifications: [
      { name: 'DO range', value: '0.00 to 20.00 mg/L; 0 to 200% saturation' },
      { name: 'Resolution', value: '0.01 mg/L' },
      { name: 'Accuracy', value: '±1.5% full scale' },
      { name: 'Temperature range', value: '0 to 50 °C' },
      { name: 'Calibration', value: 'Automatic, 1 or 2 points' },
      { name: 'Power', value: '4 x AA batteries' },
      { name: 'Warranty', value: '2 years meter, 6 months sensor' },
    ],
    meta_title: 'RawLab DO-300 Portable DO Meter | RawLab',
    meta_description:
      'Handheld polarographic dissolved oxygen meter with air calibration, mg/L and % saturation readings, and 500-reading memory.',
    meta_keywords: 'do meter, dissolved oxygen meter, portable do, do-300, rawlab',
    image: '/images/products/do-portable.svg',
  },
  {
    name: 'RawLab DO-850 Benchtop DO and BOD Meter',
    slug: 'rawlab-do-850-benchtop-do-and-bod-meter',
    sku: 'RL-DO-850',
    category: 'dissolved-oxygen-meters',
    price: 26_900_000,
    stock: 5,
    status: 'published',
    is_active: true,
    short_description:
      'Benchtop dissolved oxygen meter with a self-stirring BOD probe and a built-in BOD5 calculation routine.',
    long_description:
      'The DO-850 is made for environmental and wastewater laboratories running biochemical oxygen demand tests. The self-stirring BOD probe fits standard 300 mL BOD bottles.\n\nThe meter records day-0 and day-5 readings by bottle ID and calculates BOD5 with dilution and seed correction, ready for reporting.',
    tags: [
      'Self-stirring BOD probe',
      'Built-in BOD5 calculation',
      'Bottle ID tracking',
      'Optical or galvanic sensor options',
    ],
    specifications: [
      { name: 'DO range', value: '0.00 to 50.00 mg/L' },
      { name: 'Resolution', value: '0.01 mg/L / 0.1%' },
      { name: 'Accuracy', value: '±0.5% of reading' },
      { name: 'BOD bottle', value: 'Standard 300 mL' },
      { name: 'Memory', value: '1,000 records' },
      { name: 'Display', value: '4.3-inch backlit LCD' },
      { name: 'Power', value: '12 V DC adapter' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab DO-850 Benchtop DO and BOD Meter | RawLab',
    meta_description:
      'Benchtop DO meter with self-stirring BOD probe and BOD5 calculation for environmental and wastewater laboratories.',
    meta_keywords: 'bod meter, benchtop do meter, bod5, wastewater lab, do-850, rawlab',
    image: '/images/products/do-benchtop.svg',
  },
  {
    name: 'Tirtametra DO-50 Galvanic DO Meter',
    slug: 'tirtametra-do-50-galvanic-do-meter',
    sku: 'TM-DO-50',
    category: 'dissolved-oxygen-meters',
    price: 6_850_000,
    stock: 22,
    status: 'published',
    is_active: false,
    short_description:
      'Entry-level galvanic dissolved oxygen meter for fish and shrimp ponds, ready to measure without warm-up.',
    long_description:
      'The DO-50 uses a galvanic sensor that is always polarised, so it reads immediately after switching on. The weighted probe sinks straight to the sampling depth.\n\nA simple two-button interface makes it easy for pond workers to use every morning and evening.',
    tags: ['Galvanic sensor, no warm-up', 'Weighted probe with 5 m cable', 'Simple two-button operation'],
    specifications: [
      { name: 'DO range', value: '0.0 to 20.0 mg/L' },
      { name: 'Resolution', value: '0.1 mg/L' },
      { name: 'Accuracy', value: '±0.4 mg/L' },
      { name: 'Temperature range', value: '0 to 50 °C' },
      { name: 'Cable length', value: '5 m' },
      { name: 'Power', value: '9 V battery' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Tirtametra DO-50 Galvanic DO Meter | RawLab',
    meta_description:
      'Affordable galvanic dissolved oxygen meter with weighted 5 m probe for fish and shrimp pond monitoring.',
    meta_keywords: 'galvanic do meter, aquaculture do, pond oxygen, do-50, tirtametra',
    image: '/images/products/do-portable.svg',
  },

  // -------------------------------------------------------------- turbidity
  {
    name: 'RawLab TB-200 Portable Turbidity Meter',
    slug: 'rawlab-tb-200-portable-turbidity-meter',
    sku: 'RL-TB-200',
    category: 'turbidity-meters',
    price: 14_500_000,
    stock: 9,
    status: 'published',
    is_active: true,
    short_description:
      'Battery-powered nephelometric turbidity meter with formazin-traceable calibration standards included.',
    long_description:
      'The TB-200 measures turbidity from 0 to 1000 NTU in the field or at the plant, following the EPA 180.1 optical design with a tungsten lamp.\n\nIt ships with sealed formazin-equivalent standards of 0.02, 20, 100 and 800 NTU, sample vials and a carrying case, so it is ready for drinking-water compliance checks out of the box.',
    tags: [
      'EPA 180.1 compliant optics',
      'Sealed calibration standards included',
      'Auto-ranging 0 to 1000 NTU',
      'Carrying case for field use',
    ],
    specifications: [
      { name: 'Range', value: '0.00 to 1000 NTU' },
      { name: 'Resolution', value: '0.01 NTU (0 to 9.99 NTU)' },
      { name: 'Accuracy', value: '±2% of reading plus stray light' },
      { name: 'Light source', value: 'Tungsten filament lamp' },
      {
        name: 'Calibration points',
        value: '4 points (0.02, 20, 100, 800 NTU)',
      },
      { name: 'Sample vial', value: '25 mm glass, 10 mL' },
      { name: 'Power', value: '4 x AA batteries' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab TB-200 Portable Turbidity Meter | RawLab',
    meta_description:
      'Portable nephelometric turbidity meter, 0 to 1000 NTU, EPA 180.1 optics, with calibration standards and carrying case.',
    meta_keywords: 'turbidity meter, portable turbidimeter, ntu meter, tb-200, rawlab',
    image: '/images/products/turbidity-portable.svg',
  },
  {
    name: 'RawLab TB-1000 Benchtop Ratio Turbidimeter',
    slug: 'rawlab-tb-1000-benchtop-ratio-turbidimeter',
    sku: 'RL-TB-1000',
    category: 'turbidity-meters',
    price: 42_000_000,
    stock: 2,
    status: 'published',
    is_active: true,
    short_description:
      'Laboratory ratio turbidimeter from 0 to 4000 NTU with colour compensation for coloured samples.',
    long_description:
      'The TB-1000 uses ratio optics with several detectors to cancel the effect of sample colour and lamp ageing, giving stable results across a very wide range.\n\nIt reports in NTU, FNU, EBC and ASBC units, which makes it suitable for water utilities, breweries and beverage producers alike.\n\nA USB port exports readings with date, time and operator ID.',
    tags: [
      'Ratio optics with colour compensation',
      'NTU, FNU, EBC and ASBC units',
      'Range up to 4000 NTU',
      'USB data export',
    ],
    specifications: [
      { name: 'Range', value: '0.000 to 4000 NTU' },
      { name: 'Resolution', value: '0.001 NTU (lowest range)' },
      { name: 'Accuracy', value: '±2% of reading + 0.01 NTU' },
      { name: 'Light source', value: 'Tungsten lamp, 2700 K' },
      { name: 'Units', value: 'NTU, FNU, EBC, ASBC' },
      { name: 'Display', value: 'Backlit graphic LCD' },
      { name: 'Power', value: '100-240 V AC' },
      { name: 'Dimensions / weight', value: '350 x 270 x 150 mm / 2.6 kg' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab TB-1000 Benchtop Ratio Turbidimeter | RawLab',
    meta_description:
      'Benchtop ratio turbidimeter, 0 to 4000 NTU, with colour compensation and NTU, FNU, EBC and ASBC units for water and beverage labs.',
    meta_keywords: 'benchtop turbidimeter, ratio turbidity, ebc, water utility, tb-1000, rawlab',
    image: '/images/products/turbidity-benchtop.svg',
  },
  {
    name: 'Tirtametra TB-10 Handheld Turbidity Meter',
    slug: 'tirtametra-tb-10-handheld-turbidity-meter',
    sku: 'TM-TB-10',
    category: 'turbidity-meters',
    price: 9_800_000,
    stock: 18,
    status: 'published',
    is_active: true,
    short_description: 'Compact infrared turbidity meter for quick checks of raw, process and treated water.',
    long_description:
      'The TB-10 uses an 860 nm infrared LED, so sample colour has little influence on the reading. It is small enough to carry in a toolbox and simple enough for operators at every shift.\n\nTwo-point calibration and a sealed optical well keep maintenance to a minimum.',
    tags: ['860 nm infrared LED source', 'Compact handheld body', 'Two-point calibration'],
    specifications: [
      { name: 'Range', value: '0 to 1100 NTU' },
      { name: 'Resolution', value: '0.01 NTU (0 to 9.99 NTU)' },
      { name: 'Accuracy', value: '±3% of reading' },
      { name: 'Light source', value: 'Infrared LED, 860 nm' },
      { name: 'Power', value: '3 x AAA batteries' },
      { name: 'Weight', value: '220 g' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Tirtametra TB-10 Handheld Turbidity Meter | RawLab',
    meta_description:
      'Compact infrared turbidity meter, 0 to 1100 NTU, for raw, process and treated water checks by plant operators.',
    meta_keywords: 'handheld turbidity meter, infrared turbidity, ntu, tb-10, tirtametra',
    image: '/images/products/turbidity-portable.svg',
  },
  {
    name: 'RawLab TB-500 ISO 7027 Turbidity Meter',
    slug: 'rawlab-tb-500-iso-7027-turbidity-meter',
    sku: 'RL-TB-500',
    category: 'turbidity-meters',
    price: 27_500_000,
    stock: 0,
    status: 'published',
    is_active: true,
    short_description: 'Benchtop infrared turbidity meter conforming to ISO 7027, reporting in FNU and FAU.',
    long_description:
      'The TB-500 follows the ISO 7027 method with an infrared source and both 90° and 180° detectors, reporting nephelometric (FNU) and attenuation (FAU) units.\n\nIt is well suited to laboratories that report to international standards or export markets.',
    tags: [
      'ISO 7027 compliant',
      'FNU and FAU measurement modes',
      '90° and 180° detectors',
      'Sealed reference standards included',
    ],
    specifications: [
      { name: 'Range', value: '0 to 1000 FNU; 20 to 4000 FAU' },
      { name: 'Resolution', value: '0.01 FNU' },
      { name: 'Accuracy', value: '±2% of reading + 0.01 FNU' },
      { name: 'Light source', value: 'Infrared LED, 860 nm' },
      { name: 'Display', value: 'Backlit graphic LCD' },
      { name: 'Power', value: '100-240 V AC' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab TB-500 ISO 7027 Turbidity Meter | RawLab',
    meta_description:
      'Benchtop ISO 7027 infrared turbidity meter with FNU and FAU modes for laboratories reporting to international standards.',
    meta_keywords: 'iso 7027 turbidity, fnu, infrared turbidimeter, tb-500, rawlab',
    image: '/images/products/turbidity-benchtop.svg',
  },

  // ---------------------------------------------------------- multiparameter
  {
    name: 'RawLab MP-5 Handheld Multiparameter Meter',
    slug: 'rawlab-mp-5-handheld-multiparameter-meter',
    sku: 'RL-MP-5',
    category: 'multiparameter-meters',
    price: 18_900_000,
    stock: 11,
    status: 'published',
    is_active: true,
    short_description: 'One handheld meter for pH, ORP, conductivity, TDS, salinity, dissolved oxygen and temperature.',
    long_description:
      'The MP-5 replaces three separate meters. Two sensor ports accept any combination of pH/ORP, conductivity and DO probes, and the meter recognises each probe automatically.\n\nThe IP67 body, rubber bumpers and a backlit colour screen make it comfortable for long field days. Up to 10,000 readings are stored with GPS-ready location tags.\n\nIt is a popular choice for environmental consultants, water utilities and university field courses.',
    tags: [
      'pH, ORP, EC, TDS, salinity and DO',
      'Two smart-probe ports with auto recognition',
      'IP67 with rubber bumpers',
      '10,000-reading memory',
      'Backlit colour display',
    ],
    specifications: [
      { name: 'pH range', value: '-2.00 to 16.00 pH, ±0.01 pH' },
      { name: 'Conductivity range', value: '0 µS/cm to 200 mS/cm, ±0.5%' },
      { name: 'DO range', value: '0.00 to 50.00 mg/L, ±0.1 mg/L' },
      { name: 'ORP range', value: '±2000 mV' },
      { name: 'Inputs', value: '2 digital probe ports' },
      { name: 'Display', value: '3.5-inch colour LCD' },
      { name: 'Power', value: 'Rechargeable Li-ion, 40 hours' },
      { name: 'Weight', value: '520 g' },
      { name: 'Warranty', value: '2 years meter, 6 months probes' },
    ],
    meta_title: 'RawLab MP-5 Handheld Multiparameter Meter | RawLab',
    meta_description:
      'Handheld multiparameter meter for pH, ORP, EC, TDS, salinity and DO with two smart-probe ports and IP67 housing.',
    meta_keywords: 'multiparameter meter, water quality meter, ph ec do meter, mp-5, rawlab',
    image: '/images/products/multiparameter-handheld.svg',
  },
  {
    name: 'RawLab MP-9 Dual Channel Benchtop Multiparameter Meter',
    slug: 'rawlab-mp-9-dual-channel-benchtop-multiparameter-meter',
    sku: 'RL-MP-9',
    category: 'multiparameter-meters',
    price: 38_500_000,
    stock: 4,
    status: 'published',
    is_active: true,
    short_description:
      'Dual-channel benchtop meter for pH, ISE, conductivity and dissolved oxygen with simultaneous display.',
    long_description:
      'The MP-9 measures two parameters side by side, for example pH and conductivity of the same sample, halving the time spent per sample in busy QC laboratories.\n\nMethods, user accounts and audit trails support regulated environments, and results can be sent to a printer, PC or LIMS.',
    tags: [
      'Two simultaneous measurement channels',
      'pH, ISE, conductivity and DO',
      'User accounts and audit trail',
      'LIMS and printer connectivity',
    ],
    specifications: [
      { name: 'Channels', value: '2 (pH/ISE + EC/DO)' },
      { name: 'pH range', value: '-2.000 to 20.000 pH, ±0.002 pH' },
      { name: 'Conductivity range', value: '0.001 µS/cm to 2000 mS/cm' },
      { name: 'DO range', value: '0.00 to 50.00 mg/L' },
      { name: 'Display', value: '7-inch colour touchscreen' },
      { name: 'Connectivity', value: 'USB, RS-232, Ethernet' },
      { name: 'Power', value: '24 V DC adapter' },
      { name: 'Warranty', value: '3 years meter' },
    ],
    meta_title: 'RawLab MP-9 Benchtop Multiparameter Meter | RawLab',
    meta_description:
      'Dual-channel benchtop meter for pH, ISE, conductivity and DO with audit trail and LIMS connectivity for regulated QC labs.',
    meta_keywords: 'benchtop multiparameter, dual channel meter, ph conductivity, mp-9, rawlab',
    image: '/images/products/multiparameter-benchtop.svg',
  },
  {
    name: 'Tirtametra MP-3 Pocket pH EC TDS Tester',
    slug: 'tirtametra-mp-3-pocket-ph-ec-tds-tester',
    sku: 'TM-MP-3',
    category: 'multiparameter-meters',
    price: 2_350_000,
    stock: 60,
    status: 'published',
    is_active: true,
    short_description: 'A 4-in-1 waterproof pocket tester for pH, conductivity, TDS and temperature.',
    long_description:
      'The MP-3 puts pH and conductivity electrodes in one waterproof pen, so growers and water technicians can check both in a single dip.\n\nThe electrode module is replaceable, and calibration for each parameter is guided on the display.',
    tags: ['pH, EC, TDS and temperature', 'Replaceable dual electrode module', 'Waterproof pocket design'],
    specifications: [
      { name: 'pH range', value: '0.00 to 14.00 pH, ±0.05 pH' },
      { name: 'EC range', value: '0 to 3999 µS/cm, ±2%' },
      { name: 'TDS range', value: '0 to 2000 ppm' },
      { name: 'Temperature range', value: '0 to 50 °C' },
      { name: 'Power', value: '4 x LR44 button cells' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Tirtametra MP-3 Pocket pH EC TDS Tester | RawLab',
    meta_description:
      'Waterproof 4-in-1 pocket tester for pH, EC, TDS and temperature with replaceable electrode, ideal for hydroponics.',
    meta_keywords: 'ph ec tds tester, hydroponic meter, pocket multiparameter, mp-3, tirtametra',
    image: '/images/products/multiparameter-handheld.svg',
  },
  {
    name: 'RawLab MP-7 Multiparameter Water Quality Sonde',
    slug: 'rawlab-mp-7-multiparameter-water-quality-sonde',
    sku: 'RL-MP-7',
    category: 'multiparameter-meters',
    price: 125_000_000,
    stock: 1,
    status: 'draft',
    is_active: true,
    short_description:
      'Submersible sonde with up to six smart sensors for long-term monitoring of rivers, lakes and reservoirs.',
    long_description:
      'The MP-7 sonde logs pH, ORP, conductivity, optical DO, turbidity and depth for weeks on internal batteries, making it suitable for unattended deployment.\n\nA wiper keeps optical sensors clean, and data can be downloaded in the field with the handheld reader or sent through a telemetry logger.\n\nEach sonde is configured and commissioned by RawLab application engineers.',
    tags: [
      'Up to six smart sensors',
      'Long-term unattended logging',
      'Central wiper for optical sensors',
      'Telemetry-ready output',
    ],
    specifications: [
      { name: 'Sensor ports', value: '6 plus temperature' },
      { name: 'Parameters', value: 'pH, ORP, EC, DO, turbidity, depth' },
      { name: 'Depth rating', value: '100 m' },
      { name: 'Memory', value: '500,000 data sets' },
      { name: 'Battery life', value: 'Up to 90 days at 15-minute interval' },
      { name: 'Housing', value: 'Titanium and acetal, IP68' },
      {
        name: 'Dimensions / weight',
        value: '76 mm diameter x 600 mm / 2.9 kg',
      },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab MP-7 Water Quality Sonde | RawLab',
    meta_description:
      'Multiparameter water quality sonde with six sensor ports, wiper and long-term logging for rivers, lakes and reservoirs.',
    meta_keywords: 'water quality sonde, multiparameter sonde, river monitoring, mp-7, rawlab',
    image: '/images/products/multiparameter-handheld.svg',
  },
  {
    name: 'RawLab MP-4 Portable pH EC DO Meter Kit',
    slug: 'rawlab-mp-4-portable-ph-ec-do-meter-kit',
    sku: 'RL-MP-4',
    category: 'multiparameter-meters',
    price: 24_750_000,
    stock: 13,
    status: 'published',
    is_active: true,
    short_description:
      'A complete field kit with a multiparameter meter, pH, conductivity and optical DO probes in a hard case.',
    long_description:
      'The MP-4 kit contains everything a field team needs: the meter, three probes, calibration solutions, a flow cell and spare batteries, all packed in a foam-lined hard case.\n\nProbes store their own calibration data, so they can be swapped between meters without recalibration.',
    tags: [
      'Complete kit with three probes',
      'Probes store their own calibration',
      'Foam-lined hard carrying case',
      'Flow cell for groundwater sampling',
    ],
    specifications: [
      { name: 'pH range', value: '0.00 to 14.00 pH, ±0.01 pH' },
      { name: 'Conductivity range', value: '0 µS/cm to 200 mS/cm, ±0.5%' },
      { name: 'DO range', value: '0.00 to 20.00 mg/L, ±0.1 mg/L' },
      { name: 'Cable length', value: '3 m per probe' },
      { name: 'Memory', value: '5,000 readings' },
      { name: 'Power', value: '4 x AA batteries' },
      { name: 'Warranty', value: '2 years meter, 6 months probes' },
    ],
    meta_title: 'RawLab MP-4 Portable pH EC DO Meter Kit | RawLab',
    meta_description:
      'Portable multiparameter field kit with pH, conductivity and optical DO probes, flow cell and hard case for water sampling teams.',
    meta_keywords: 'field kit, ph ec do meter, groundwater sampling, mp-4, rawlab',
    image: '/images/products/multiparameter-handheld.svg',
  },

  // ------------------------------------------------------------ microscopes
  {
    name: 'Optivue BX-200 Binocular Compound Microscope',
    slug: 'optivue-bx-200-binocular-compound-microscope',
    sku: 'OV-BX-200',
    category: 'microscopes',
    price: 9_500_000,
    stock: 15,
    status: 'published',
    is_active: true,
    short_description:
      'Binocular biological microscope with plan achromatic objectives and LED Koehler-style illumination.',
    long_description:
      'The BX-200 is a dependable everyday microscope for clinical laboratories, schools and universities. Plan achromatic objectives give a flat, sharp field of view from edge to edge.\n\nA cool LED light source lasts over 20,000 hours, and the coaxial coarse and fine focus has a tension adjustment and upper stop to protect slides.',
    tags: [
      'Plan achromatic 4x, 10x, 40x, 100x objectives',
      'LED illumination, 20,000 hour life',
      'Coaxial coarse and fine focus',
      'Mechanical stage with vernier scale',
    ],
    specifications: [
      { name: 'Head', value: 'Binocular, 30° inclined, 360° rotatable' },
      { name: 'Eyepieces', value: 'WF10x / 20 mm' },
      {
        name: 'Objectives',
        value: 'Plan achromatic 4x, 10x, 40x(S), 100x(S, oil)',
      },
      { name: 'Magnification', value: '40x to 1000x' },
      { name: 'Stage', value: 'Double-layer mechanical, 140 x 140 mm' },
      { name: 'Condenser', value: 'Abbe N.A. 1.25 with iris diaphragm' },
      { name: 'Illumination', value: '3 W LED, adjustable' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'Optivue BX-200 Binocular Microscope | RawLab',
    meta_description:
      'Binocular compound microscope with plan achromatic objectives, 40x to 1000x, LED illumination. For clinical and teaching labs.',
    meta_keywords: 'binocular microscope, compound microscope, mikroskop binokuler, bx-200, optivue',
    image: '/images/products/microscope-compound.svg',
  },
  {
    name: 'Optivue BX-400 Trinocular Research Microscope',
    slug: 'optivue-bx-400-trinocular-research-microscope',
    sku: 'OV-BX-400',
    category: 'microscopes',
    price: 42_500_000,
    stock: 3,
    status: 'published',
    is_active: true,
    short_description:
      'Trinocular infinity-corrected microscope with a camera port, ready for documentation and digital imaging.',
    long_description:
      'The BX-400 uses infinity-corrected plan objectives and a trinocular head with a C-mount port, so a camera can record images while you observe.\n\nA quintuple nosepiece, Koehler illumination and an optional phase-contrast kit make it a flexible research platform for pathology, microbiology and materials labs.',
    tags: [
      'Infinity-corrected plan objectives',
      'Trinocular head with C-mount camera port',
      'Koehler illumination',
      'Phase-contrast upgrade available',
    ],
    specifications: [
      { name: 'Head', value: 'Trinocular, 30° inclined, 100:0 / 0:100 split' },
      { name: 'Eyepieces', value: 'WF10x / 22 mm' },
      {
        name: 'Objectives',
        value: 'Infinity plan 4x, 10x, 20x, 40x, 100x oil',
      },
      { name: 'Nosepiece', value: 'Quintuple, reversed' },
      { name: 'Camera port', value: 'C-mount, 0.5x adapter' },
      { name: 'Illumination', value: '5 W LED Koehler' },
      { name: 'Weight', value: '9.5 kg' },
      { name: 'Warranty', value: '3 years' },
    ],
    meta_title: 'Optivue BX-400 Trinocular Microscope | RawLab',
    meta_description:
      'Trinocular research microscope with infinity plan objectives, Koehler LED illumination and C-mount camera port.',
    meta_keywords: 'trinocular microscope, research microscope, camera microscope, bx-400, optivue',
    image: '/images/products/microscope-compound.svg',
  },
  {
    name: 'Optivue SZ-45 Stereo Zoom Microscope',
    slug: 'optivue-sz-45-stereo-zoom-microscope',
    sku: 'OV-SZ-45',
    category: 'microscopes',
    price: 17_800_000,
    stock: 6,
    status: 'published',
    is_active: true,
    short_description:
      'Stereo zoom microscope, 7x to 45x, with top and bottom LED lighting for inspection and dissection.',
    long_description:
      'The SZ-45 gives a three-dimensional, upright view of samples such as seeds, insects, electronic boards and food products.\n\nThe 1:6.4 zoom range, a long working distance and independent top and bottom LED lights make it a versatile inspection tool for QC and biology labs.',
    tags: [
      '7x to 45x continuous zoom',
      'Top and bottom LED lighting',
      '100 mm working distance',
      'Trinocular option for camera',
    ],
    specifications: [
      { name: 'Zoom range', value: '0.7x to 4.5x (1:6.4)' },
      {
        name: 'Total magnification',
        value: '7x to 45x (up to 90x with 2x lens)',
      },
      { name: 'Eyepieces', value: 'WF10x / 22 mm, high eyepoint' },
      { name: 'Working distance', value: '100 mm' },
      {
        name: 'Illumination',
        value: 'LED top and bottom, individually dimmable',
      },
      { name: 'Stand', value: 'Track stand with black and white plate' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'Optivue SZ-45 Stereo Zoom Microscope | RawLab',
    meta_description:
      'Stereo zoom microscope, 7x to 45x, with top and bottom LED lighting and 100 mm working distance for inspection and dissection.',
    meta_keywords: 'stereo microscope, zoom microscope, inspection microscope, sz-45, optivue',
    image: '/images/products/microscope-stereo.svg',
  },
  {
    name: 'Optivue ED-100 Monocular Student Microscope',
    slug: 'optivue-ed-100-monocular-student-microscope',
    sku: 'OV-ED-100',
    category: 'microscopes',
    price: 2_750_000,
    stock: 40,
    status: 'published',
    is_active: true,
    short_description:
      'Robust monocular microscope for schools, with LED lighting and a rechargeable battery for cordless use.',
    long_description:
      'The ED-100 is built for classrooms: metal frame, glass optics, spring-loaded 40x objective and a slide-holder stage that students cannot easily misadjust.\n\nA rechargeable battery powers the LED for up to 30 hours, so lessons can move outdoors or into rooms without sockets.',
    tags: ['Metal frame with glass optics', 'Cordless LED with rechargeable battery', 'Spring-loaded 40x objective'],
    specifications: [
      { name: 'Head', value: 'Monocular, 45° inclined' },
      { name: 'Eyepiece', value: 'WF10x' },
      { name: 'Objectives', value: 'Achromatic 4x, 10x, 40x(S)' },
      { name: 'Magnification', value: '40x to 400x' },
      { name: 'Illumination', value: 'LED, rechargeable, up to 30 hours' },
      { name: 'Weight', value: '2.4 kg' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'Optivue ED-100 Student Microscope | RawLab',
    meta_description:
      'Robust monocular student microscope, 40x to 400x, with cordless rechargeable LED lighting for schools and teaching labs.',
    meta_keywords: 'student microscope, monocular microscope, mikroskop sekolah, ed-100, optivue',
    image: '/images/products/microscope-compound.svg',
  },
  {
    name: 'Optivue FL-600 LED Fluorescence Microscope',
    slug: 'optivue-fl-600-led-fluorescence-microscope',
    sku: 'OV-FL-600',
    category: 'microscopes',
    price: 185_000_000,
    stock: 0,
    status: 'published',
    is_active: true,
    short_description: 'Upright epi-fluorescence microscope with LED light sources for DAPI, FITC and TRITC imaging.',
    long_description:
      'The FL-600 replaces mercury lamps with long-life LED modules that need no warm-up and no alignment. Three filter cubes for blue, green and red fluorescence come pre-installed.\n\nA high-sensitivity camera and imaging software are available as a package, with installation and training by RawLab application specialists.',
    tags: [
      'LED epi-fluorescence, no mercury lamp',
      'DAPI, FITC and TRITC filter cubes',
      'Infinity plan fluorite objectives',
      'Installation and training included',
    ],
    specifications: [
      { name: 'Head', value: 'Trinocular, ergonomic tilting' },
      { name: 'Objectives', value: 'Plan fluorite 10x, 20x, 40x, 100x oil' },
      {
        name: 'Fluorescence',
        value: '3 LED modules, 6-position filter turret',
      },
      { name: 'Filter cubes', value: 'DAPI, FITC, TRITC' },
      { name: 'Transmitted light', value: '10 W LED Koehler' },
      { name: 'Camera port', value: 'C-mount, 1x' },
      { name: 'Warranty', value: '3 years' },
    ],
    meta_title: 'Optivue FL-600 LED Fluorescence Microscope | RawLab',
    meta_description:
      'Upright LED fluorescence microscope with DAPI, FITC and TRITC filters and plan fluorite objectives. Installation and training included.',
    meta_keywords: 'fluorescence microscope, led fluorescence, research microscope, fl-600, optivue',
    image: '/images/products/microscope-compound.svg',
  },

  // ------------------------------------------------------------ centrifuges
  {
    name: 'CentraTek CT-6 Mini Centrifuge',
    slug: 'centratek-ct-6-mini-centrifuge',
    sku: 'CT-MINI-6',
    category: 'centrifuges',
    price: 2_950_000,
    stock: 30,
    status: 'published',
    is_active: true,
    short_description:
      'Palm-sized centrifuge for quick spin-downs of PCR tubes and microtubes, with two rotors included.',
    long_description:
      'The CT-6 spins up to 6,000 rpm the moment the lid closes and stops when it opens, which makes collecting droplets from tube walls a one-second job.\n\nTwo snap-in rotors hold six 1.5/2.0 mL tubes or two 8-tube PCR strips. It is quiet and small enough to sit next to every pipetting station.',
    tags: [
      'Starts on lid close, stops on lid open',
      'Two snap-in rotors included',
      'Quiet brushless motor',
      'Compact footprint',
    ],
    specifications: [
      { name: 'Maximum speed', value: '6,000 rpm' },
      { name: 'Maximum RCF', value: '2,000 x g' },
      { name: 'Capacity', value: '6 x 1.5/2.0 mL or 2 x 8-strip PCR tubes' },
      { name: 'Noise', value: 'Under 50 dB' },
      { name: 'Power', value: '12 V DC adapter' },
      { name: 'Dimensions / weight', value: '130 x 150 x 110 mm / 0.6 kg' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'CentraTek CT-6 Mini Centrifuge | RawLab',
    meta_description:
      'Palm-sized mini centrifuge, 6,000 rpm, with rotors for microtubes and PCR strips. Quick spin-downs at every bench.',
    meta_keywords: 'mini centrifuge, microtube spinner, pcr centrifuge, ct-6, centratek',
    image: '/images/products/centrifuge-mini.svg',
  },
  {
    name: 'CentraTek CT-24 High Speed Microcentrifuge',
    slug: 'centratek-ct-24-high-speed-microcentrifuge',
    sku: 'CT-MC-24',
    category: 'centrifuges',
    price: 18_500_000,
    stock: 8,
    status: 'published',
    is_active: true,
    short_description: 'Microcentrifuge for 24 tubes up to 15,000 rpm, for DNA, RNA and protein preparation.',
    long_description:
      'The CT-24 reaches 21,380 x g in under 15 seconds, covering spin-column kits, pelleting and clarification. An aerosol-tight lid on the rotor protects the operator when handling infectious samples.\n\nSpeed can be set in rpm or x g, and a short-spin key gives a quick pulse without programming.',
    tags: ['15,000 rpm / 21,380 x g', 'Aerosol-tight rotor lid', 'rpm or RCF setting', 'Automatic imbalance detection'],
    specifications: [
      { name: 'Maximum speed', value: '15,000 rpm' },
      { name: 'Maximum RCF', value: '21,380 x g' },
      { name: 'Capacity', value: '24 x 1.5/2.0 mL' },
      { name: 'Timer', value: '30 s to 99 min, or continuous' },
      { name: 'Acceleration', value: 'Under 15 s to full speed' },
      { name: 'Power', value: '220 V AC, 50 Hz' },
      { name: 'Dimensions / weight', value: '240 x 290 x 230 mm / 8 kg' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'CentraTek CT-24 High Speed Microcentrifuge | RawLab',
    meta_description:
      'High speed microcentrifuge, 15,000 rpm and 21,380 x g, 24-place aerosol-tight rotor for DNA, RNA and protein preparation.',
    meta_keywords: 'microcentrifuge, high speed centrifuge, 24 place rotor, ct-24, centratek',
    image: '/images/products/centrifuge-benchtop.svg',
  },
  {
    name: 'CentraTek CT-4000 Benchtop Clinical Centrifuge',
    slug: 'centratek-ct-4000-benchtop-clinical-centrifuge',
    sku: 'CT-BT-4000',
    category: 'centrifuges',
    price: 36_500_000,
    stock: 2,
    status: 'published',
    is_active: true,
    short_description:
      'Low-speed benchtop centrifuge with swing-bucket and angle rotors for blood tubes and 50 mL conical tubes.',
    long_description:
      'The CT-4000 is a workhorse for clinical and hospital laboratories, separating serum and plasma from blood collection tubes in a few minutes.\n\nSwing-bucket and fixed-angle rotors are interchangeable without tools, and a lid lock, imbalance detection and over-speed protection keep users safe.\n\nRawLab technicians carry out installation and operator training on site.',
    tags: [
      'Swing-bucket and fixed-angle rotors',
      'Tool-free rotor exchange',
      'Lid lock and imbalance protection',
      '10 stored programs',
    ],
    specifications: [
      { name: 'Maximum speed', value: '4,000 rpm' },
      { name: 'Maximum RCF', value: '2,680 x g' },
      { name: 'Maximum capacity', value: '4 x 100 mL' },
      { name: 'Rotors', value: 'Swing-bucket 4 x 100 mL; angle 12 x 15 mL' },
      { name: 'Timer', value: '1 min to 99 min' },
      { name: 'Power', value: '220 V AC, 50 Hz, 350 W' },
      { name: 'Weight', value: '28 kg' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'CentraTek CT-4000 Benchtop Centrifuge | RawLab',
    meta_description:
      'Benchtop clinical centrifuge, 4,000 rpm, 4 x 100 mL swing-bucket rotor for blood tubes and conical tubes, with on-site training.',
    meta_keywords: 'benchtop centrifuge, clinical centrifuge, swing bucket, ct-4000, centratek',
    image: '/images/products/centrifuge-benchtop.svg',
  },
  {
    name: 'CentraTek CT-16R Refrigerated Benchtop Centrifuge',
    slug: 'centratek-ct-16r-refrigerated-benchtop-centrifuge',
    sku: 'CT-RF-16R',
    category: 'centrifuges',
    price: 148_000_000,
    stock: 1,
    status: 'published',
    is_active: true,
    short_description:
      'Refrigerated high-speed benchtop centrifuge from -20 to 40 °C for temperature-sensitive samples.',
    long_description:
      'The CT-16R keeps samples cold at full speed, protecting enzymes, cells and nucleic acids. Fast pre-cooling reaches 4 °C in about eight minutes.\n\nA wide rotor range, from microtubes to 4 x 750 mL bottles, covers molecular biology and cell-culture work in one instrument.\n\nSupplied with installation qualification documents and on-site commissioning.',
    tags: [
      'Refrigerated from -20 to 40 °C',
      'Fast pre-cooling to 4 °C',
      'Wide rotor range up to 4 x 750 mL',
      'IQ/OQ documentation',
    ],
    specifications: [
      { name: 'Maximum speed', value: '16,500 rpm' },
      { name: 'Maximum RCF', value: '24,600 x g' },
      { name: 'Maximum capacity', value: '4 x 750 mL' },
      { name: 'Temperature range', value: '-20 to 40 °C' },
      { name: 'Programs', value: '99 user programs' },
      { name: 'Power', value: '220 V AC, 50 Hz, 1.5 kW' },
      { name: 'Weight', value: '115 kg' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'CentraTek CT-16R Refrigerated Centrifuge | RawLab',
    meta_description:
      'Refrigerated benchtop centrifuge, 16,500 rpm, -20 to 40 °C, rotors up to 4 x 750 mL, with IQ/OQ and on-site commissioning.',
    meta_keywords: 'refrigerated centrifuge, cold centrifuge, high speed, ct-16r, centratek',
    image: '/images/products/centrifuge-benchtop.svg',
  },

  // ----------------------------------------------------- spectrophotometers
  {
    name: 'RawLab SP-1900 Double Beam UV-Vis Spectrophotometer',
    slug: 'rawlab-sp-1900-double-beam-uv-vis-spectrophotometer',
    sku: 'RL-SP-1900',
    category: 'spectrophotometers',
    price: 165_000_000,
    stock: 2,
    status: 'published',
    is_active: true,
    short_description: 'Double-beam UV-Vis spectrophotometer, 190 to 1100 nm, with variable bandwidth and PC software.',
    long_description:
      'The SP-1900 double-beam design compensates for lamp drift in real time, giving excellent baseline stability for kinetics and long scans.\n\nVariable spectral bandwidth from 0.5 to 5 nm, an 8-cell changer option and 21 CFR Part 11-ready software make it suitable for pharmaceutical QC and research.\n\nInstallation, IQ/OQ and operator training are provided by RawLab.',
    tags: [
      'Double-beam optics for baseline stability',
      'Variable bandwidth 0.5 to 5 nm',
      '21 CFR Part 11-ready PC software',
      'Optional 8-cell changer',
    ],
    specifications: [
      { name: 'Wavelength range', value: '190 to 1100 nm' },
      { name: 'Spectral bandwidth', value: '0.5, 1, 2, 5 nm' },
      { name: 'Wavelength accuracy', value: '±0.3 nm' },
      { name: 'Photometric range', value: '-4 to 4 Abs' },
      { name: 'Stray light', value: 'Under 0.03%T at 220 nm' },
      { name: 'Light source', value: 'Deuterium and tungsten-halogen' },
      { name: 'Interface', value: 'USB, PC control software' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab SP-1900 Double Beam UV-Vis | RawLab',
    meta_description:
      'Double-beam UV-Vis spectrophotometer, 190 to 1100 nm, variable bandwidth and Part 11-ready software, with IQ/OQ and training.',
    meta_keywords: 'double beam uv-vis, spectrophotometer, pharma qc, sp-1900, rawlab',
    image: '/images/products/spectrophotometer-uvvis.svg',
  },
  {
    name: 'RawLab SP-1600 UV-Vis Spectrophotometer',
    slug: 'rawlab-sp-1600-uv-vis-spectrophotometer',
    sku: 'RL-SP-1600',
    category: 'spectrophotometers',
    price: 68_500_000,
    stock: 5,
    status: 'published',
    is_active: true,
    short_description:
      'Stand-alone single-beam UV-Vis spectrophotometer with a touchscreen and built-in quantitative methods.',
    long_description:
      'The SP-1600 runs photometric, quantitative, kinetic and scanning methods without a PC. A 7-inch touchscreen shows spectra and calibration curves directly on the instrument.\n\nIt is a versatile workhorse for water, food, environmental and teaching laboratories.',
    tags: [
      'Stand-alone with 7-inch touchscreen',
      'Photometric, quantitative, kinetic and scan modes',
      'Deuterium and tungsten lamps',
      'USB export of spectra and results',
    ],
    specifications: [
      { name: 'Wavelength range', value: '190 to 1100 nm' },
      { name: 'Spectral bandwidth', value: '2 nm' },
      { name: 'Wavelength accuracy', value: '±0.5 nm' },
      { name: 'Photometric accuracy', value: '±0.3%T' },
      { name: 'Photometric range', value: '-0.3 to 3 Abs' },
      { name: 'Display', value: '7-inch colour touchscreen' },
      { name: 'Power', value: '220 V AC, 50 Hz' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab SP-1600 UV-Vis Spectrophotometer | RawLab',
    meta_description:
      'Stand-alone UV-Vis spectrophotometer, 190 to 1100 nm, with touchscreen and built-in quantitative, kinetic and scan methods.',
    meta_keywords: 'uv-vis spectrophotometer, spektrofotometer, single beam, sp-1600, rawlab',
    image: '/images/products/spectrophotometer-uvvis.svg',
  },
  {
    name: 'RawLab SP-720 Visible Spectrophotometer',
    slug: 'rawlab-sp-720-visible-spectrophotometer',
    sku: 'RL-SP-720',
    category: 'spectrophotometers',
    price: 32_900_000,
    stock: 12,
    status: 'published',
    is_active: true,
    short_description: 'Affordable visible-range spectrophotometer, 325 to 1000 nm, for routine colorimetric tests.',
    long_description:
      'The SP-720 covers the visible range with a long-life tungsten lamp and a 4 nm bandwidth, ideal for colorimetric water tests, food colour and teaching experiments.\n\nStored standard curves and a simple keypad make repeated tests quick for operators at any skill level.',
    tags: ['Visible range 325 to 1000 nm', 'Stored standard curves', 'Simple keypad operation'],
    specifications: [
      { name: 'Wavelength range', value: '325 to 1000 nm' },
      { name: 'Spectral bandwidth', value: '4 nm' },
      { name: 'Wavelength accuracy', value: '±1 nm' },
      { name: 'Photometric range', value: '0 to 2 Abs' },
      { name: 'Light source', value: 'Tungsten-halogen lamp' },
      { name: 'Power', value: '220 V AC, 50 Hz' },
      { name: 'Warranty', value: '1 year' },
    ],
    meta_title: 'RawLab SP-720 Visible Spectrophotometer | RawLab',
    meta_description:
      'Visible spectrophotometer, 325 to 1000 nm, with stored standard curves for routine colorimetric water, food and teaching tests.',
    meta_keywords: 'visible spectrophotometer, colorimeter, spektrofotometer visible, sp-720, rawlab',
    image: '/images/products/spectrophotometer-uvvis.svg',
  },
  {
    name: 'RawLab SP-MV2 Micro-Volume UV-Vis Spectrophotometer',
    slug: 'rawlab-sp-mv2-micro-volume-uv-vis-spectrophotometer',
    sku: 'RL-SP-MV2',
    category: 'spectrophotometers',
    price: 142_000_000,
    stock: 0,
    status: 'draft',
    is_active: true,
    short_description: 'Measures DNA, RNA and protein from 1 µL samples without cuvettes, in about five seconds.',
    long_description:
      'The SP-MV2 holds a 1 µL droplet between two optical pedestals, so precious nucleic-acid and protein samples are measured without dilution and without cuvettes.\n\nPre-set methods for dsDNA, RNA, oligos and A280 proteins report concentration and purity ratios instantly.',
    tags: [
      '1 µL sample, no cuvette',
      'Results in about 5 seconds',
      'Nucleic acid and protein methods',
      'Purity ratios A260/280 and A260/230',
    ],
    specifications: [
      { name: 'Sample volume', value: '0.5 to 2 µL' },
      { name: 'Wavelength range', value: '190 to 850 nm' },
      { name: 'dsDNA range', value: '2 to 15,000 ng/µL' },
      { name: 'Measurement time', value: 'Under 5 seconds' },
      { name: 'Light source', value: 'Xenon flash lamp' },
      { name: 'Display', value: '7-inch touchscreen' },
      { name: 'Warranty', value: '2 years' },
    ],
    meta_title: 'RawLab SP-MV2 Micro-Volume Spectrophotometer | RawLab',
    meta_description:
      'Micro-volume UV-Vis spectrophotometer measuring DNA, RNA and protein from 1 µL in about five seconds, with no cuvettes.',
    meta_keywords: 'micro volume spectrophotometer, dna quantification, nucleic acid, sp-mv2, rawlab',
    image: '/images/products/spectrophotometer-uvvis.svg',
  },
];

export const featuredProductSlugs: string[] = [
  'rawlab-ph-700-benchtop-ph-meter',
  'rawlab-mp-5-handheld-multiparameter-meter',
  'optivue-bx-200-binocular-compound-microscope',
  'rawlab-sp-1600-uv-vis-spectrophotometer',
];

export const partners: SeedPartner[] = [
  {
    name: 'Tirta Nusantara Lab',
    logo: '/images/partners/tirta-nusantara-lab.svg',
  },
  { name: 'Agro Sentosa', logo: '/images/partners/agro-sentosa.svg' },
  { name: 'BioMedika', logo: '/images/partners/biomedika.svg' },
  {
    name: 'Universitas Cakrawala',
    logo: '/images/partners/universitas-cakrawala.svg',
  },
  { name: 'Samudra Pangan', logo: '/images/partners/samudra-pangan.svg' },
  { name: 'Laboratorium Envirotama', logo: '/images/partners/envirotama.svg' },
  {
    name: 'Air Jernih Mandiri',
    logo: '/images/partners/air-jernih-mandiri.svg',
  },
  {
    name: 'Politeknik Bumi Hijau',
    logo: '/images/partners/politeknik-bumi-hijau.svg',
  },
  { name: 'Farmakon Indo', logo: '/images/partners/farmakon-indo.svg' },
  { name: 'Kopi Lembah Raya', logo: '/images/partners/kopi-lembah-raya.svg' },
  {
    name: 'Balai Uji Mutu Nusa',
    logo: '/images/partners/balai-uji-mutu-nusa.svg',
  },
  {
    name: 'Udang Windu Lestari',
    logo: '/images/partners/udang-windu-lestari.svg',
  },
  {
    name: 'Klinik Sehat Prima',
    logo: '/images/partners/klinik-sehat-prima.svg',
  },
  { name: 'Kimia Jaya Abadi', logo: '/images/partners/kimia-jaya-abadi.svg' },
  {
    name: 'Susu Segar Priangan',
    logo: '/images/partners/susu-segar-priangan.svg',
  },
  { name: 'Institut Teknologi Khatulistiwa', logo: '/images/partners/itk.svg' },
];
