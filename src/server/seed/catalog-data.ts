// Demo catalogue for RawLab: categories, products, featured slugs and partner logos.
// Plain data with type-only imports, so it can be loaded by the seeder, by tests, and by
// `node src/server/seed/catalog-data.ts` (Node strips the types).
// Brand names (RawLab house brand, Tirtametra, Optivue, CentraTek) are invented.
import type { ProductFields, ProductTranslation } from '#shared/product/fields.ts';
import { withProcurement, type SeedProcurement } from './procurement-data.ts';

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  /** The English name and description (the main ones are Indonesian). */
  english: { name: string; description: string };
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
    english: {
      name: 'pH Meters',
      description: 'pH, ORP and temperature meters for laboratories, the food industry and water treatment.',
    },
    description: 'Alat ukur pH, ORP, dan suhu untuk laboratorium, industri pangan, dan pengolahan air.',
    color: '#3B82F6',
  },
  {
    name: 'EC / Conductivity Meters',
    slug: 'ec-conductivity-meters',
    english: {
      name: 'EC / Conductivity Meters',
      description: 'Conductivity, TDS, salinity and resistivity meters, from pure water to wastewater.',
    },
    description: 'Pengukur konduktivitas, TDS, salinitas, dan resistivitas untuk air murni hingga air limbah.',
    color: '#10B981',
  },
  {
    name: 'Dissolved Oxygen Meters',
    slug: 'dissolved-oxygen-meters',
    english: {
      name: 'Dissolved Oxygen Meters',
      description: 'Dissolved oxygen meters for aquaculture, wastewater treatment and environmental monitoring.',
    },
    description: 'Pengukur oksigen terlarut untuk akuakultur, pengolahan air limbah, dan pemantauan lingkungan.',
    color: '#F59E0B',
  },
  {
    name: 'Turbidity Meters',
    slug: 'turbidity-meters',
    english: {
      name: 'Turbidity Meters',
      description: 'Water turbidity (NTU) meters for quality control of drinking water, process water and wastewater.',
    },
    description: 'Pengukur kekeruhan air (NTU) untuk kontrol kualitas air minum, air proses, dan air limbah.',
    color: '#EF4444',
  },
  {
    name: 'Multiparameter Meters',
    slug: 'multiparameter-meters',
    english: {
      name: 'Multiparameter Meters',
      description: 'One instrument for pH, conductivity, dissolved oxygen and other water quality parameters.',
    },
    description: 'Satu alat untuk mengukur pH, konduktivitas, oksigen terlarut, dan parameter kualitas air lainnya.',
    color: '#8B5CF6',
  },
  {
    name: 'Microscopes',
    slug: 'microscopes',
    english: {
      name: 'Microscopes',
      description: 'Biological, stereo and fluorescence microscopes for education, research and clinical laboratories.',
    },
    description: 'Mikroskop biologi, stereo, dan fluoresens untuk pendidikan, riset, dan laboratorium klinik.',
    color: '#EC4899',
  },
  {
    name: 'Centrifuges',
    slug: 'centrifuges',
    english: {
      name: 'Centrifuges',
      description: 'Mini, micro and benchtop centrifuges for sample separation in medical and research laboratories.',
    },
    description: 'Sentrifus mini, mikro, dan benchtop untuk pemisahan sampel di laboratorium medis dan riset.',
    color: '#6B7280',
  },
  {
    name: 'Spectrophotometers',
    slug: 'spectrophotometers',
    english: {
      name: 'Spectrophotometers',
      description:
        'UV-Vis and visible spectrophotometers for quantitative analysis in chemistry and biology laboratories.',
    },
    description: 'Spektrofotometer UV-Vis dan visible untuk analisis kuantitatif di laboratorium kimia dan biologi.',
    color: '#14B8A6',
  },
];

const demoProducts: Omit<SeedProduct, keyof SeedProcurement>[] = [
  // ---------------------------------------------------------------- pH meters
  {
    name: 'RawLab PH-700 Benchtop pH Meter',
    slug: 'rawlab-ph-700-benchtop-ph-meter',
    sku: 'RL-PH-700',
    indonesian: {
      short_description:
        'pH meter benchtop yang andal untuk pH, mV, dan suhu pada pekerjaan QC rutin, dengan kalibrasi 5 titik dan pengenalan buffer otomatis.',
      long_description:
        'PH-700 dibuat untuk laboratorium yang mengukur pH berkali-kali dalam sehari. Layar besar dengan lampu latar menampilkan pH, mV, dan suhu sekaligus, dan panduan kalibrasinya mengenali buffer standar secara otomatis sehingga staf baru mendapatkan hasil yang andal sejak hari pertama.\n\nKompensasi suhu otomatis, indikator stabilitas, dan catatan kalibrasi bergaya GLP membantu Anda memenuhi persyaratan ISO/IEC 17025 dan audit keamanan pangan. Hingga 500 hasil ukur dapat disimpan dan diekspor melalui USB.\n\nAlat ini dilengkapi elektroda kombinasi berbadan kaca yang dapat diisi ulang, probe suhu, lengan elektroda, dan buffer awal, serta dilindungi garansi resmi dan layanan purnajual RawLab di seluruh Indonesia.',
      meta_title: 'RawLab PH-700 pH Meter Benchtop | RawLab',
      meta_description:
        'pH meter benchtop untuk pH, mV, dan suhu dengan kalibrasi 5 titik, ATC, dan ekspor data USB. Garansi resmi dan servis di seluruh Indonesia.',
      tags: [
        'Kompensasi suhu otomatis',
        'Kalibrasi hingga 5 titik dengan pengenalan buffer',
        'Catatan kalibrasi GLP',
        'Memori 500 data dengan ekspor USB',
        'Lengan penyangga elektroda fleksibel',
      ],
      specifications: [
        { name: 'Rentang pH', value: '-2,00 hingga 16,00 pH' },
        { name: 'Resolusi', value: '0,01 pH / 0,1 mV / 0,1 °C' },
        { name: 'Akurasi', value: '±0,01 pH, ±0,2 mV, ±0,3 °C' },
        { name: 'Rentang mV', value: '±1999,9 mV' },
        { name: 'Titik kalibrasi', value: '1 hingga 5 titik (buffer USA, NIST, kustom)' },
        { name: 'Layar', value: 'LCD 4,3 inci dengan lampu latar' },
        { name: 'Daya', value: 'Adaptor 12 V DC, 100-240 V AC' },
        { name: 'Dimensi / berat', value: '230 x 170 x 80 mm / 1,1 kg' },
        { name: 'Garansi', value: '2 tahun alat, 6 bulan elektroda' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter benchtop kelas riset untuk pengukuran pH, mV, ORP, dan elektroda ion selektif dengan resolusi 0,001 pH.',
      long_description:
        'PH-900 melayani laboratorium riset, farmasi, dan universitas yang membutuhkan lebih dari pengukuran pH rutin. Alat ini beresolusi 0,001 pH, mengukur ORP dan mV relatif, serta mendukung elektroda ion selektif untuk fluorida, nitrat, amonium, dan ion lainnya.\n\nLayar sentuh berwarna memandu pengguna melalui kalibrasi multi-titik, menampilkan slope dan offset elektroda, serta memberi peringatan saat elektroda perlu dibersihkan atau diganti. Profil metode dan ID pengguna menjaga hasil tetap tertelusur.\n\nData tersimpan hingga 2.000 catatan dan dapat dicetak atau diekspor melalui USB ke PC atau flash drive.',
      meta_title: 'RawLab PH-900 pH dan ISE Meter Riset | RawLab',
      meta_description:
        'Meter benchtop riset untuk pH, ORP, dan elektroda ion selektif dengan resolusi 0,001 pH dan layar sentuh berwarna. Garansi resmi di Indonesia.',
      tags: [
        'Resolusi 0,001 pH',
        'Mendukung elektroda ion selektif',
        'Diagnostik elektroda dengan slope dan offset',
        'Layar sentuh berwarna dengan profil metode',
        'Memori 2.000 catatan',
      ],
      specifications: [
        { name: 'Rentang pH', value: '-2,000 hingga 20,000 pH' },
        { name: 'Resolusi', value: '0,001 pH / 0,1 mV' },
        { name: 'Akurasi', value: '±0,002 pH, ±0,1 mV' },
        { name: 'Rentang ISE', value: '1,00E-7 hingga 9,99E+10 satuan konsentrasi' },
        { name: 'Titik kalibrasi', value: 'Hingga 6 titik (pH), 5 titik (ISE)' },
        { name: 'Layar', value: 'Layar sentuh berwarna 7 inci' },
        { name: 'Konektivitas', value: 'USB-A, USB-C, RS-232' },
        { name: 'Daya', value: 'Adaptor 24 V DC' },
        { name: 'Garansi', value: '3 tahun alat' },
      ],
    },
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
    indonesian: {
      short_description:
        'Tester pH berbentuk pena yang tahan air dengan sensor yang dapat diganti, ideal untuk pengecekan cepat di lapangan dan di lantai produksi.',
      long_description:
        'PH-20 muat di saku kemeja dan memberikan pembacaan pH dan suhu yang stabil dalam hitungan detik. Bodinya tersegel IP67, jadi tester tidak langsung rusak bila terjatuh ke tangki atau wastafel.\n\nKalibrasi menggunakan hingga tiga buffer, dan modul sensor yang dapat diganti berarti Anda cukup mengganti elektrodanya, bukan seluruh alat, saat sudah aus.\n\nPenggunanya antara lain petani hidroponik, tambak akuakultur, dapur pengolahan makanan, dan operator pengolahan air.',
      meta_title: 'RawLab PH-20 Tester pH Saku | RawLab',
      meta_description:
        'Tester pH saku tahan air IP67 dengan sensor yang dapat diganti, ATC, dan kalibrasi 3 titik. Cek pH cepat dan terjangkau di lapangan.',
      tags: [
        'Bodi tahan air IP67',
        'Modul sensor dapat diganti',
        'Kompensasi suhu otomatis',
        'Kalibrasi hingga 3 titik',
      ],
      specifications: [
        { name: 'Rentang pH', value: '0,00 hingga 14,00 pH' },
        { name: 'Resolusi', value: '0,01 pH / 0,1 °C' },
        { name: 'Akurasi', value: '±0,05 pH, ±0,5 °C' },
        { name: 'Titik kalibrasi', value: '1 hingga 3 titik' },
        { name: 'Layar', value: 'LCD dua baris' },
        { name: 'Daya', value: '4 x baterai kancing LR44, sekitar 200 jam' },
        { name: 'Dimensi / berat', value: '165 x 36 x 20 mm / 60 g' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Pena pH dan suhu yang tangguh dengan pilihan elektroda permukaan datar untuk daging, keju, dan sampel semipadat.',
      long_description:
        'PT-30 memadukan bodi pena tahan air dengan elektroda ujung datar atau ujung tombak yang dapat ditukar, sehingga satu tester bisa mengukur cairan, adonan, daging, dan keju.\n\nFungsi hold dan mati otomatis menghemat baterai, dan indikator stabilitas menunjukkan kapan hasil ukur siap dicatat.',
      meta_title: 'Tirtametra PT-30 Pena pH Tahan Air | RawLab',
      meta_description:
        'Pena pH tahan air dengan elektroda ujung datar dan ujung tombak yang dapat ditukar untuk cairan, daging, keju, dan adonan.',
      tags: [
        'Elektroda ujung datar dan ujung tombak yang dapat ditukar',
        'Fungsi hold dan mati otomatis',
        'Indikator stabilitas',
        'Tahan air IP67',
      ],
      specifications: [
        { name: 'Rentang pH', value: '0,00 hingga 14,00 pH' },
        { name: 'Resolusi', value: '0,01 pH' },
        { name: 'Akurasi', value: '±0,02 pH' },
        { name: 'Rentang suhu', value: '0 hingga 60 °C' },
        { name: 'Titik kalibrasi', value: '1 hingga 3 titik' },
        { name: 'Daya', value: '2 x CR2032, sekitar 300 jam' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter pH, ORP, dan suhu genggam dalam koper jinjing, dibuat untuk pengambilan sampel lapangan dan inspeksi keliling pabrik.',
      long_description:
        'PH-450 membawa akurasi kelas benchtop ke lapangan. Bodi IP67 tahan hujan dan cipratan, dan layar besar dengan lampu latar tetap terbaca di bawah terik matahari maupun di ruang pabrik yang redup.\n\nAlat ini menyimpan 1.000 hasil ukur lengkap dengan tanggal dan jam, dan elektroda ORP opsional menjadikannya meter redoks untuk pekerjaan disinfeksi dan air limbah.\n\nSetiap kit dikemas dalam koper keras berisi elektroda pH, probe suhu, sachet buffer, dan botol bilas.',
      meta_title: 'RawLab PH-450 pH dan ORP Meter Portabel | RawLab',
      meta_description:
        'Meter pH, ORP, dan suhu portabel IP67 dengan memori 1.000 data, dikirim sebagai kit lapangan lengkap dalam koper keras.',
      tags: [
        'pH, ORP, dan suhu dalam satu alat',
        'Bodi IP67 tangguh untuk lapangan',
        '1.000 hasil ukur dengan cap waktu',
        'Kit lengkap dalam koper keras',
      ],
      specifications: [
        { name: 'Rentang pH', value: '-2,00 hingga 16,00 pH' },
        { name: 'Rentang ORP', value: '±2000 mV' },
        { name: 'Resolusi', value: '0,01 pH / 1 mV / 0,1 °C' },
        { name: 'Akurasi', value: '±0,01 pH, ±1 mV' },
        { name: 'Titik kalibrasi', value: 'Hingga 5 titik' },
        { name: 'Layar', value: 'LCD segmen dengan lampu latar' },
        { name: 'Daya', value: '4 x baterai AA, sekitar 500 jam' },
        { name: 'Berat', value: '380 g (alat saja)' },
        { name: 'Garansi', value: '2 tahun alat, 6 bulan elektroda' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter konduktivitas, TDS, salinitas, dan resistivitas benchtop dengan pemilihan rentang otomatis dan sel 4 cincin.',
      long_description:
        'EC-800 mencakup segala hal, dari air bilas ultra-murni hingga air garam pekat, dengan satu sel konduktivitas 4 cincin. Rentang otomatis menghilangkan tebak-tebakan, dan suhu dikompensasi dengan kurva linear atau kurva non-linear air alami.\n\nKalibrasi menggunakan hingga empat larutan standar, dan alat mengingat konstanta sel sehingga pengukuran rutin bisa langsung dimulai.\n\nAlat ini pilihan praktis untuk laboratorium air di industri minuman, farmasi, dan pembangkit listrik.',
      meta_title: 'RawLab EC-800 Konduktivitas Meter Benchtop | RawLab',
      meta_description:
        'Meter konduktivitas, TDS, salinitas, dan resistivitas benchtop dengan sel 4 cincin rentang otomatis. Garansi resmi dan servis di Indonesia.',
      tags: [
        'Konduktivitas, TDS, salinitas, dan resistivitas',
        'Pemilihan rentang otomatis',
        'Sel 4 cincin untuk rentang lebar',
        'Kompensasi suhu linear dan non-linear',
      ],
      specifications: [
        { name: 'Rentang konduktivitas', value: '0,00 µS/cm hingga 500 mS/cm' },
        { name: 'Rentang TDS', value: '0 hingga 250 g/L' },
        { name: 'Rentang salinitas', value: '0,0 hingga 70,0 PSU' },
        { name: 'Akurasi', value: '±0,5% dari pembacaan' },
        { name: 'Titik kalibrasi', value: 'Hingga 4 titik' },
        { name: 'Layar', value: 'LCD 4,3 inci dengan lampu latar' },
        { name: 'Daya', value: 'Adaptor 12 V DC' },
        { name: 'Garansi', value: '2 tahun alat, 1 tahun sel' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter konduktivitas, TDS, dan salinitas genggam dengan bodi IP67 yang tangguh dan probe berkabel 3 meter.',
      long_description:
        'EC-350 dirancang untuk operator pengolahan air, petugas sampling lingkungan, dan teknisi akuakultur yang mengukur langsung di tangki, sungai, atau sumur.\n\nKabel 3 meter menjangkau bak penampung dan titik sampling, dan hasil ukur disimpan bersama waktu dan ID sampel untuk diunduh kemudian.',
      meta_title: 'RawLab EC-350 Konduktivitas Meter Portabel | RawLab',
      meta_description:
        'Meter konduktivitas, TDS, dan salinitas portabel IP67 dengan probe kabel 3 m dan pencatatan data untuk uji air di lapangan dan pabrik.',
      tags: [
        'Bodi genggam IP67 yang tangguh',
        'Probe berkabel 3 meter',
        'Mode konduktivitas, TDS, dan salinitas',
        'Pencatatan data dengan cap waktu',
      ],
      specifications: [
        { name: 'Rentang konduktivitas', value: '0 µS/cm hingga 200 mS/cm' },
        { name: 'Rentang TDS', value: '0 hingga 100 g/L' },
        { name: 'Resolusi', value: '0,1 µS/cm (rentang terendah)' },
        { name: 'Akurasi', value: '±1% dari pembacaan' },
        { name: 'Titik kalibrasi', value: 'Hingga 3 titik' },
        { name: 'Daya', value: '3 x baterai AA' },
        { name: 'Berat', value: '420 g dengan probe' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Tester EC dan TDS saku untuk hidroponik, air minum, dan sistem RO, dengan kompensasi suhu otomatis.',
      long_description:
        'EC-15 memberikan pembacaan konduktivitas, TDS, dan suhu seketika dari bodi tahan air seukuran pena. Alat ini populer di kalangan petani hidroponik dan pemasok air RO yang membutuhkan pengecekan cepat dan berulang.\n\nKalibrasi satu titik menjaga akurasinya, dan elektroda grafit tahan terhadap pengotoran.',
      meta_title: 'Tirtametra EC-15 Tester EC dan TDS Saku | RawLab',
      meta_description:
        'Tester EC dan TDS saku tahan air dengan ATC untuk hidroponik, sistem RO, dan air minum. Cek konduktivitas cepat dan terjangkau.',
      tags: ['EC, TDS, dan suhu', 'Elektroda grafit tahan pengotoran', 'Bodi pena tahan air', 'Kalibrasi satu titik'],
      specifications: [
        { name: 'Rentang EC', value: '0 hingga 9999 µS/cm' },
        { name: 'Rentang TDS', value: '0 hingga 5000 ppm' },
        { name: 'Akurasi', value: '±2% skala penuh' },
        { name: 'Kompensasi suhu', value: 'Otomatis, 0 hingga 50 °C' },
        { name: 'Daya', value: '4 x baterai kancing LR44' },
        { name: 'Dimensi / berat', value: '160 x 35 x 20 mm / 55 g' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter konduktivitas dan resistivitas laboratorium untuk pengujian air murni dan WFI sesuai USP <645>.',
      long_description:
        'EC-950 mengukur hingga 0,001 µS/cm dan menampilkan resistivitas hingga 18,2 MΩ·cm, sehingga cocok untuk air murni, air untuk injeksi, dan air bilas semikonduktor.\n\nRutin USP <645> tahap 1, 2, dan 3 bawaan memandu analis melalui uji farmakope dan menyimpan catatan lengkapnya.\n\nAlat ini dilengkapi sel alir titanium 0,1 cm⁻¹ dan sertifikat kalibrasi yang tertelusur.',
      meta_title: 'RawLab EC-950 Konduktivitas Meter Air Murni | RawLab',
      meta_description:
        'Meter konduktivitas dan resistivitas untuk air murni dan WFI dengan rutin USP <645> dan rentang 18,2 MΩ·cm. Garansi resmi RawLab.',
      tags: [
        'Resistivitas hingga 18,2 MΩ·cm',
        'Rutin uji USP <645>',
        'Sel alir titanium',
        'Sertifikat kalibrasi tertelusur',
      ],
      specifications: [
        { name: 'Rentang konduktivitas', value: '0,001 µS/cm hingga 2000 µS/cm' },
        { name: 'Rentang resistivitas', value: '0 hingga 18,2 MΩ·cm' },
        { name: 'Akurasi', value: '±0,5% dari pembacaan' },
        { name: 'Konstanta sel', value: '0,1 cm⁻¹' },
        { name: 'Rentang suhu', value: '0 hingga 100 °C' },
        { name: 'Layar', value: 'LCD berwarna 5 inci' },
        { name: 'Daya', value: 'Adaptor 12 V DC' },
        { name: 'Garansi', value: '3 tahun alat' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter salinitas dan konduktivitas genggam untuk tambak udang, air laut, dan pengolahan air garam.',
      long_description:
        'ST-40 membaca salinitas dalam PSU dan ppt bersama konduktivitas dan suhu, sehingga menjadi alat favorit di tambak udang dan bandeng.\n\nProbe berelektroda titanium tahan air laut, dan alat mati otomatis untuk menghemat baterai selama berkeliling tambak.',
      meta_title: 'Tirtametra ST-40 Salinitas Meter | RawLab',
      meta_description:
        'Meter salinitas dan konduktivitas genggam dengan probe tahan air laut untuk tambak udang, akuakultur, dan pengolahan air garam.',
      tags: [
        'Salinitas dalam PSU dan ppt',
        'Probe titanium tahan air laut',
        'Mati otomatis',
        'Layar dengan lampu latar',
      ],
      specifications: [
        { name: 'Rentang salinitas', value: '0,0 hingga 70,0 PSU' },
        { name: 'Rentang konduktivitas', value: '0 hingga 200 mS/cm' },
        { name: 'Akurasi', value: '±1% dari pembacaan' },
        { name: 'Rentang suhu', value: '0 hingga 60 °C' },
        { name: 'Daya', value: '2 x baterai AA' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description: 'Meter DO luminesensi portabel tanpa membran yang perlu diganti dan tanpa waktu pemanasan.',
      long_description:
        'DO-600 menggunakan sensor luminesensi optik, jadi tidak ada elektrolit yang perlu diisi ulang, tidak ada membran yang perlu dipasang, dan tidak perlu menunggu polarisasi. Nyalakan lalu langsung ukur.\n\nTutup sensor bertahan sekitar dua tahun pada pemakaian normal dan dapat diganti dalam hitungan detik. Salinitas dan tekanan barometrik dikompensasi secara otomatis.\n\nAlat ini menjadi pilihan utama untuk kendali aerasi air limbah, survei lingkungan, dan akuakultur intensif.',
      meta_title: 'RawLab DO-600 DO Meter Optik | RawLab',
      meta_description:
        'Meter oksigen terlarut optik portabel dengan sensor luminesensi: tanpa membran, tanpa pemanasan. Untuk air limbah, akuakultur, dan survei lapangan.',
      tags: [
        'Sensor luminesensi optik',
        'Tanpa membran atau elektrolit',
        'Kompensasi tekanan dan salinitas otomatis',
        'Bodi IP67 dengan kabel 5 m',
        'Umur tutup sensor sekitar 2 tahun',
      ],
      specifications: [
        { name: 'Rentang DO', value: '0,00 hingga 50,00 mg/L; 0 hingga 500% saturasi' },
        { name: 'Resolusi', value: '0,01 mg/L / 0,1%' },
        { name: 'Akurasi', value: '±0,1 mg/L di bawah 8 mg/L; ±1% di atasnya' },
        { name: 'Waktu respons', value: 'T90 di bawah 40 detik' },
        { name: 'Kalibrasi', value: '1 atau 2 titik (udara, nol)' },
        { name: 'Panjang kabel', value: '5 m (opsional 10 m)' },
        { name: 'Daya', value: '4 x baterai AA' },
        { name: 'Garansi', value: '2 tahun alat, 1 tahun sensor' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter DO polarografik untuk pengecekan rutin di lapangan, dengan kalibrasi udara dan kompensasi suhu otomatis.',
      long_description:
        'DO-300 adalah meter genggam hemat biaya dengan sensor polarografik dan kabel 3 meter. Kalibrasi udara sekali tekan membuat Anda bisa mulai mengukur dalam hitungan menit.\n\nAlat ini menampilkan mg/L dan % saturasi bersama suhu serta menyimpan 500 hasil ukur di memori.',
      meta_title: 'RawLab DO-300 DO Meter Portabel | RawLab',
      meta_description:
        'Meter oksigen terlarut polarografik genggam dengan kalibrasi udara, pembacaan mg/L dan % saturasi, serta memori 500 data.',
      tags: ['Sensor DO polarografik', 'Kalibrasi udara sekali tekan', 'mg/L dan % saturasi', 'Memori 500 data'],
      specifications: [
        { name: 'Rentang DO', value: '0,00 hingga 20,00 mg/L; 0 hingga 200% saturasi' },
        { name: 'Resolusi', value: '0,01 mg/L' },
        { name: 'Akurasi', value: '±1,5% skala penuh' },
        { name: 'Rentang suhu', value: '0 hingga 50 °C' },
        { name: 'Kalibrasi', value: 'Otomatis, 1 atau 2 titik' },
        { name: 'Daya', value: '4 x baterai AA' },
        { name: 'Garansi', value: '2 tahun alat, 6 bulan sensor' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter oksigen terlarut benchtop dengan probe BOD berpengaduk sendiri dan rutin perhitungan BOD5 bawaan.',
      long_description:
        'DO-850 dibuat untuk laboratorium lingkungan dan air limbah yang menjalankan uji kebutuhan oksigen biokimia. Probe BOD berpengaduk sendiri pas untuk botol BOD standar 300 mL.\n\nAlat mencatat pembacaan hari ke-0 dan hari ke-5 per ID botol lalu menghitung BOD5 dengan koreksi pengenceran dan seed, siap untuk dilaporkan.',
      meta_title: 'RawLab DO-850 DO dan BOD Meter Benchtop | RawLab',
      meta_description:
        'Meter DO benchtop dengan probe BOD berpengaduk sendiri dan perhitungan BOD5 untuk laboratorium lingkungan dan air limbah.',
      tags: [
        'Probe BOD berpengaduk sendiri',
        'Perhitungan BOD5 bawaan',
        'Pelacakan ID botol',
        'Pilihan sensor optik atau galvanik',
      ],
      specifications: [
        { name: 'Rentang DO', value: '0,00 hingga 50,00 mg/L' },
        { name: 'Resolusi', value: '0,01 mg/L / 0,1%' },
        { name: 'Akurasi', value: '±0,5% dari pembacaan' },
        { name: 'Botol BOD', value: 'Standar 300 mL' },
        { name: 'Memori', value: '1.000 catatan' },
        { name: 'Layar', value: 'LCD 4,3 inci dengan lampu latar' },
        { name: 'Daya', value: 'Adaptor 12 V DC' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter oksigen terlarut galvanik kelas pemula untuk kolam ikan dan tambak udang, siap mengukur tanpa pemanasan.',
      long_description:
        'DO-50 menggunakan sensor galvanik yang selalu terpolarisasi, sehingga langsung membaca begitu dinyalakan. Probe berpemberat tenggelam lurus ke kedalaman sampling.\n\nAntarmuka dua tombol yang sederhana memudahkan pekerja tambak memakainya setiap pagi dan sore.',
      meta_title: 'Tirtametra DO-50 DO Meter Galvanik | RawLab',
      meta_description:
        'Meter oksigen terlarut galvanik yang terjangkau dengan probe berpemberat 5 m untuk pemantauan kolam ikan dan tambak udang.',
      tags: [
        'Sensor galvanik, tanpa pemanasan',
        'Probe berpemberat dengan kabel 5 m',
        'Pengoperasian dua tombol yang sederhana',
      ],
      specifications: [
        { name: 'Rentang DO', value: '0,0 hingga 20,0 mg/L' },
        { name: 'Resolusi', value: '0,1 mg/L' },
        { name: 'Akurasi', value: '±0,4 mg/L' },
        { name: 'Rentang suhu', value: '0 hingga 50 °C' },
        { name: 'Panjang kabel', value: '5 m' },
        { name: 'Daya', value: 'Baterai 9 V' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter kekeruhan nefelometrik bertenaga baterai, lengkap dengan standar kalibrasi yang tertelusur ke formazin.',
      long_description:
        'TB-200 mengukur kekeruhan dari 0 hingga 1000 NTU di lapangan maupun di instalasi, mengikuti desain optik EPA 180.1 dengan lampu tungsten.\n\nAlat ini dikirim bersama standar setara formazin tersegel 0,02, 20, 100, dan 800 NTU, vial sampel, dan koper jinjing, sehingga langsung siap untuk pengecekan kepatuhan air minum.',
      meta_title: 'RawLab TB-200 Turbidity Meter Portabel | RawLab',
      meta_description:
        'Meter kekeruhan nefelometrik portabel, 0 hingga 1000 NTU, optik EPA 180.1, dengan standar kalibrasi dan koper jinjing.',
      tags: [
        'Optik sesuai EPA 180.1',
        'Termasuk standar kalibrasi tersegel',
        'Rentang otomatis 0 hingga 1000 NTU',
        'Koper jinjing untuk lapangan',
      ],
      specifications: [
        { name: 'Rentang', value: '0,00 hingga 1000 NTU' },
        { name: 'Resolusi', value: '0,01 NTU (0 hingga 9,99 NTU)' },
        { name: 'Akurasi', value: '±2% dari pembacaan ditambah cahaya sesatan' },
        { name: 'Sumber cahaya', value: 'Lampu filamen tungsten' },
        { name: 'Titik kalibrasi', value: '4 titik (0,02, 20, 100, 800 NTU)' },
        { name: 'Vial sampel', value: 'Kaca 25 mm, 10 mL' },
        { name: 'Daya', value: '4 x baterai AA' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Turbidimeter rasio laboratorium dari 0 hingga 4000 NTU dengan kompensasi warna untuk sampel berwarna.',
      long_description:
        'TB-1000 menggunakan optik rasio dengan beberapa detektor untuk meniadakan pengaruh warna sampel dan penuaan lampu, sehingga hasilnya stabil pada rentang yang sangat lebar.\n\nAlat ini melaporkan dalam satuan NTU, FNU, EBC, dan ASBC, sehingga cocok untuk perusahaan air minum, pabrik bir, maupun produsen minuman.\n\nPort USB mengekspor hasil ukur beserta tanggal, jam, dan ID operator.',
      meta_title: 'RawLab TB-1000 Turbidimeter Rasio Benchtop | RawLab',
      meta_description:
        'Turbidimeter rasio benchtop, 0 hingga 4000 NTU, dengan kompensasi warna serta satuan NTU, FNU, EBC, dan ASBC untuk lab air dan minuman.',
      tags: [
        'Optik rasio dengan kompensasi warna',
        'Satuan NTU, FNU, EBC, dan ASBC',
        'Rentang hingga 4000 NTU',
        'Ekspor data USB',
      ],
      specifications: [
        { name: 'Rentang', value: '0,000 hingga 4000 NTU' },
        { name: 'Resolusi', value: '0,001 NTU (rentang terendah)' },
        { name: 'Akurasi', value: '±2% dari pembacaan + 0,01 NTU' },
        { name: 'Sumber cahaya', value: 'Lampu tungsten, 2700 K' },
        { name: 'Satuan', value: 'NTU, FNU, EBC, ASBC' },
        { name: 'Layar', value: 'LCD grafis dengan lampu latar' },
        { name: 'Daya', value: '100-240 V AC' },
        { name: 'Dimensi / berat', value: '350 x 270 x 150 mm / 2,6 kg' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter kekeruhan inframerah yang ringkas untuk pengecekan cepat air baku, air proses, dan air olahan.',
      long_description:
        'TB-10 menggunakan LED inframerah 860 nm, sehingga warna sampel hampir tidak memengaruhi pembacaan. Ukurannya cukup kecil untuk dibawa di kotak perkakas dan cukup sederhana untuk operator di setiap shift.\n\nKalibrasi dua titik dan ruang optik yang tersegel membuat perawatannya minimal.',
      meta_title: 'Tirtametra TB-10 Turbidity Meter Genggam | RawLab',
      meta_description:
        'Meter kekeruhan inframerah ringkas, 0 hingga 1100 NTU, untuk pengecekan air baku, air proses, dan air olahan oleh operator instalasi.',
      tags: ['Sumber LED inframerah 860 nm', 'Bodi genggam yang ringkas', 'Kalibrasi dua titik'],
      specifications: [
        { name: 'Rentang', value: '0 hingga 1100 NTU' },
        { name: 'Resolusi', value: '0,01 NTU (0 hingga 9,99 NTU)' },
        { name: 'Akurasi', value: '±3% dari pembacaan' },
        { name: 'Sumber cahaya', value: 'LED inframerah, 860 nm' },
        { name: 'Daya', value: '3 x baterai AAA' },
        { name: 'Berat', value: '220 g' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description: 'Meter kekeruhan inframerah benchtop sesuai ISO 7027, melaporkan dalam satuan FNU dan FAU.',
      long_description:
        'TB-500 mengikuti metode ISO 7027 dengan sumber inframerah serta detektor 90° dan 180°, melaporkan satuan nefelometrik (FNU) dan atenuasi (FAU).\n\nAlat ini sangat cocok untuk laboratorium yang melapor mengikuti standar internasional atau untuk pasar ekspor.',
      meta_title: 'RawLab TB-500 Turbidity Meter ISO 7027 | RawLab',
      meta_description:
        'Meter kekeruhan inframerah benchtop ISO 7027 dengan mode FNU dan FAU untuk laboratorium yang melapor sesuai standar internasional.',
      tags: [
        'Sesuai ISO 7027',
        'Mode pengukuran FNU dan FAU',
        'Detektor 90° dan 180°',
        'Termasuk standar referensi tersegel',
      ],
      specifications: [
        { name: 'Rentang', value: '0 hingga 1000 FNU; 20 hingga 4000 FAU' },
        { name: 'Resolusi', value: '0,01 FNU' },
        { name: 'Akurasi', value: '±2% dari pembacaan + 0,01 FNU' },
        { name: 'Sumber cahaya', value: 'LED inframerah, 860 nm' },
        { name: 'Layar', value: 'LCD grafis dengan lampu latar' },
        { name: 'Daya', value: '100-240 V AC' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description: 'Satu meter genggam untuk pH, ORP, konduktivitas, TDS, salinitas, oksigen terlarut, dan suhu.',
      long_description:
        'MP-5 menggantikan tiga meter terpisah. Dua port sensor menerima kombinasi probe pH/ORP, konduktivitas, dan DO apa pun, dan alat mengenali setiap probe secara otomatis.\n\nBodi IP67, bantalan karet, dan layar berwarna dengan lampu latar membuatnya nyaman dipakai seharian di lapangan. Hingga 10.000 hasil ukur tersimpan dengan penanda lokasi yang siap GPS.\n\nAlat ini pilihan populer bagi konsultan lingkungan, perusahaan air minum, dan praktikum lapangan universitas.',
      meta_title: 'RawLab MP-5 Multiparameter Meter Genggam | RawLab',
      meta_description:
        'Meter multiparameter genggam untuk pH, ORP, EC, TDS, salinitas, dan DO dengan dua port probe pintar dan bodi IP67.',
      tags: [
        'pH, ORP, EC, TDS, salinitas, dan DO',
        'Dua port probe pintar dengan pengenalan otomatis',
        'IP67 dengan bantalan karet',
        'Memori 10.000 data',
        'Layar berwarna dengan lampu latar',
      ],
      specifications: [
        { name: 'Rentang pH', value: '-2,00 hingga 16,00 pH, ±0,01 pH' },
        { name: 'Rentang konduktivitas', value: '0 µS/cm hingga 200 mS/cm, ±0,5%' },
        { name: 'Rentang DO', value: '0,00 hingga 50,00 mg/L, ±0,1 mg/L' },
        { name: 'Rentang ORP', value: '±2000 mV' },
        { name: 'Input', value: '2 port probe digital' },
        { name: 'Layar', value: 'LCD berwarna 3,5 inci' },
        { name: 'Daya', value: 'Li-ion isi ulang, 40 jam' },
        { name: 'Berat', value: '520 g' },
        { name: 'Garansi', value: '2 tahun alat, 6 bulan probe' },
      ],
    },
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
    indonesian: {
      short_description:
        'Meter benchtop dua kanal untuk pH, ISE, konduktivitas, dan oksigen terlarut dengan tampilan serentak.',
      long_description:
        'MP-9 mengukur dua parameter berdampingan, misalnya pH dan konduktivitas dari sampel yang sama, sehingga memangkas separuh waktu per sampel di laboratorium QC yang sibuk.\n\nMetode, akun pengguna, dan jejak audit mendukung lingkungan yang teregulasi, dan hasil dapat dikirim ke printer, PC, atau LIMS.',
      meta_title: 'RawLab MP-9 Multiparameter Meter Benchtop | RawLab',
      meta_description:
        'Meter benchtop dua kanal untuk pH, ISE, konduktivitas, dan DO dengan jejak audit dan konektivitas LIMS untuk lab QC teregulasi.',
      tags: [
        'Dua kanal pengukuran serentak',
        'pH, ISE, konduktivitas, dan DO',
        'Akun pengguna dan jejak audit',
        'Konektivitas LIMS dan printer',
      ],
      specifications: [
        { name: 'Kanal', value: '2 (pH/ISE + EC/DO)' },
        { name: 'Rentang pH', value: '-2,000 hingga 20,000 pH, ±0,002 pH' },
        { name: 'Rentang konduktivitas', value: '0,001 µS/cm hingga 2000 mS/cm' },
        { name: 'Rentang DO', value: '0,00 hingga 50,00 mg/L' },
        { name: 'Layar', value: 'Layar sentuh berwarna 7 inci' },
        { name: 'Konektivitas', value: 'USB, RS-232, Ethernet' },
        { name: 'Daya', value: 'Adaptor 24 V DC' },
        { name: 'Garansi', value: '3 tahun alat' },
      ],
    },
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
    indonesian: {
      short_description: 'Tester saku tahan air 4-in-1 untuk pH, konduktivitas, TDS, dan suhu.',
      long_description:
        'MP-3 menyatukan elektroda pH dan konduktivitas dalam satu pena tahan air, sehingga petani dan teknisi air dapat memeriksa keduanya dalam sekali celup.\n\nModul elektrodanya dapat diganti, dan kalibrasi tiap parameter dipandu di layar.',
      meta_title: 'Tirtametra MP-3 Tester pH EC TDS Saku | RawLab',
      meta_description:
        'Tester saku 4-in-1 tahan air untuk pH, EC, TDS, dan suhu dengan elektroda yang dapat diganti, ideal untuk hidroponik.',
      tags: ['pH, EC, TDS, dan suhu', 'Modul elektroda ganda yang dapat diganti', 'Desain saku tahan air'],
      specifications: [
        { name: 'Rentang pH', value: '0,00 hingga 14,00 pH, ±0,05 pH' },
        { name: 'Rentang EC', value: '0 hingga 3999 µS/cm, ±2%' },
        { name: 'Rentang TDS', value: '0 hingga 2000 ppm' },
        { name: 'Rentang suhu', value: '0 hingga 50 °C' },
        { name: 'Daya', value: '4 x baterai kancing LR44' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Sonde celup dengan hingga enam sensor pintar untuk pemantauan jangka panjang sungai, danau, dan waduk.',
      long_description:
        'Sonde MP-7 merekam pH, ORP, konduktivitas, DO optik, kekeruhan, dan kedalaman selama berminggu-minggu dengan baterai internal, sehingga cocok dipasang tanpa pengawasan.\n\nSikat pembersih menjaga sensor optik tetap bersih, dan data dapat diunduh di lapangan dengan pembaca genggam atau dikirim melalui logger telemetri.\n\nSetiap sonde dikonfigurasi dan ditugaskan oleh teknisi aplikasi RawLab.',
      meta_title: 'RawLab MP-7 Sonde Kualitas Air | RawLab',
      meta_description:
        'Sonde kualitas air multiparameter dengan enam port sensor, sikat pembersih, dan pencatatan jangka panjang untuk sungai, danau, dan waduk.',
      tags: [
        'Hingga enam sensor pintar',
        'Pencatatan jangka panjang tanpa pengawasan',
        'Sikat pembersih sentral untuk sensor optik',
        'Keluaran siap telemetri',
      ],
      specifications: [
        { name: 'Port sensor', value: '6 ditambah suhu' },
        { name: 'Parameter', value: 'pH, ORP, EC, DO, kekeruhan, kedalaman' },
        { name: 'Kedalaman maksimum', value: '100 m' },
        { name: 'Memori', value: '500.000 set data' },
        { name: 'Umur baterai', value: 'Hingga 90 hari pada interval 15 menit' },
        { name: 'Rumah', value: 'Titanium dan asetal, IP68' },
        { name: 'Dimensi / berat', value: 'Diameter 76 mm x 600 mm / 2,9 kg' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Kit lapangan lengkap berisi meter multiparameter serta probe pH, konduktivitas, dan DO optik dalam koper keras.',
      long_description:
        'Kit MP-4 berisi semua yang dibutuhkan tim lapangan: meter, tiga probe, larutan kalibrasi, sel alir, dan baterai cadangan, semuanya dikemas dalam koper keras berlapis busa.\n\nProbe menyimpan data kalibrasinya sendiri, sehingga dapat dipindahkan antar-meter tanpa kalibrasi ulang.',
      meta_title: 'RawLab MP-4 Kit pH EC DO Meter Portabel | RawLab',
      meta_description:
        'Kit lapangan multiparameter portabel dengan probe pH, konduktivitas, dan DO optik, sel alir, dan koper keras untuk tim sampling air.',
      tags: [
        'Kit lengkap dengan tiga probe',
        'Probe menyimpan kalibrasinya sendiri',
        'Koper keras berlapis busa',
        'Sel alir untuk sampling air tanah',
      ],
      specifications: [
        { name: 'Rentang pH', value: '0,00 hingga 14,00 pH, ±0,01 pH' },
        { name: 'Rentang konduktivitas', value: '0 µS/cm hingga 200 mS/cm, ±0,5%' },
        { name: 'Rentang DO', value: '0,00 hingga 20,00 mg/L, ±0,1 mg/L' },
        { name: 'Panjang kabel', value: '3 m per probe' },
        { name: 'Memori', value: '5.000 hasil ukur' },
        { name: 'Daya', value: '4 x baterai AA' },
        { name: 'Garansi', value: '2 tahun alat, 6 bulan probe' },
      ],
    },
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
    indonesian: {
      short_description:
        'Mikroskop biologi binokuler dengan objektif plan akromatik dan iluminasi LED bergaya Koehler.',
      long_description:
        'BX-200 adalah mikroskop harian yang andal untuk laboratorium klinik, sekolah, dan universitas. Objektif plan akromatik memberikan bidang pandang yang datar dan tajam dari tepi ke tepi.\n\nSumber cahaya LED yang sejuk bertahan lebih dari 20.000 jam, dan fokus kasar dan halus koaksial dilengkapi pengatur tegangan serta penahan atas untuk melindungi preparat.',
      meta_title: 'Optivue BX-200 Mikroskop Binokuler | RawLab',
      meta_description:
        'Mikroskop majemuk binokuler dengan objektif plan akromatik, 40x hingga 1000x, iluminasi LED. Untuk lab klinik dan pendidikan.',
      tags: [
        'Objektif plan akromatik 4x, 10x, 40x, 100x',
        'Iluminasi LED, umur 20.000 jam',
        'Fokus kasar dan halus koaksial',
        'Meja mekanis dengan skala vernier',
      ],
      specifications: [
        { name: 'Kepala', value: 'Binokuler, miring 30°, dapat diputar 360°' },
        { name: 'Lensa okuler', value: 'WF10x / 20 mm' },
        { name: 'Objektif', value: 'Plan akromatik 4x, 10x, 40x(S), 100x(S, minyak)' },
        { name: 'Perbesaran', value: '40x hingga 1000x' },
        { name: 'Meja', value: 'Mekanis dua lapis, 140 x 140 mm' },
        { name: 'Kondensor', value: 'Abbe N.A. 1,25 dengan diafragma iris' },
        { name: 'Iluminasi', value: 'LED 3 W, dapat diatur' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Mikroskop trinokuler terkoreksi tak hingga dengan port kamera, siap untuk dokumentasi dan pencitraan digital.',
      long_description:
        'BX-400 menggunakan objektif plan terkoreksi tak hingga dan kepala trinokuler dengan port C-mount, sehingga kamera dapat merekam gambar selama Anda mengamati.\n\nRevolver lima lubang, iluminasi Koehler, dan kit kontras fase opsional menjadikannya platform riset yang fleksibel untuk laboratorium patologi, mikrobiologi, dan material.',
      meta_title: 'Optivue BX-400 Mikroskop Trinokuler | RawLab',
      meta_description:
        'Mikroskop riset trinokuler dengan objektif plan tak hingga, iluminasi LED Koehler, dan port kamera C-mount.',
      tags: [
        'Objektif plan terkoreksi tak hingga',
        'Kepala trinokuler dengan port kamera C-mount',
        'Iluminasi Koehler',
        'Tersedia peningkatan kontras fase',
      ],
      specifications: [
        { name: 'Kepala', value: 'Trinokuler, miring 30°, pembagian 100:0 / 0:100' },
        { name: 'Lensa okuler', value: 'WF10x / 22 mm' },
        { name: 'Objektif', value: 'Plan tak hingga 4x, 10x, 20x, 40x, 100x minyak' },
        { name: 'Revolver', value: 'Lima lubang, menghadap ke belakang' },
        { name: 'Port kamera', value: 'C-mount, adaptor 0,5x' },
        { name: 'Iluminasi', value: 'LED Koehler 5 W' },
        { name: 'Berat', value: '9,5 kg' },
        { name: 'Garansi', value: '3 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Mikroskop stereo zoom, 7x hingga 45x, dengan lampu LED atas dan bawah untuk inspeksi dan diseksi.',
      long_description:
        'SZ-45 memberikan pandangan tiga dimensi yang tegak untuk sampel seperti biji-bijian, serangga, papan elektronik, dan produk pangan.\n\nRentang zoom 1:6,4, jarak kerja yang panjang, serta lampu LED atas dan bawah yang terpisah menjadikannya alat inspeksi serbaguna untuk laboratorium QC dan biologi.',
      meta_title: 'Optivue SZ-45 Mikroskop Stereo Zoom | RawLab',
      meta_description:
        'Mikroskop stereo zoom, 7x hingga 45x, dengan lampu LED atas dan bawah serta jarak kerja 100 mm untuk inspeksi dan diseksi.',
      tags: [
        'Zoom kontinu 7x hingga 45x',
        'Lampu LED atas dan bawah',
        'Jarak kerja 100 mm',
        'Opsi trinokuler untuk kamera',
      ],
      specifications: [
        { name: 'Rentang zoom', value: '0,7x hingga 4,5x (1:6,4)' },
        { name: 'Perbesaran total', value: '7x hingga 45x (hingga 90x dengan lensa 2x)' },
        { name: 'Lensa okuler', value: 'WF10x / 22 mm, titik mata tinggi' },
        { name: 'Jarak kerja', value: '100 mm' },
        { name: 'Iluminasi', value: 'LED atas dan bawah, masing-masing dapat diredupkan' },
        { name: 'Dudukan', value: 'Dudukan rel dengan pelat hitam dan putih' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Mikroskop monokuler yang kokoh untuk sekolah, dengan lampu LED dan baterai isi ulang untuk pemakaian tanpa kabel.',
      long_description:
        'ED-100 dibuat untuk ruang kelas: rangka logam, optik kaca, objektif 40x berpegas, dan meja penjepit preparat yang tidak mudah salah diatur oleh siswa.\n\nBaterai isi ulang menyalakan LED hingga 30 jam, sehingga pelajaran bisa pindah ke luar ruangan atau ke ruang tanpa stopkontak.',
      meta_title: 'Optivue ED-100 Mikroskop Pelajar | RawLab',
      meta_description:
        'Mikroskop pelajar monokuler yang kokoh, 40x hingga 400x, dengan lampu LED isi ulang tanpa kabel untuk sekolah dan lab pendidikan.',
      tags: ['Rangka logam dengan optik kaca', 'LED tanpa kabel dengan baterai isi ulang', 'Objektif 40x berpegas'],
      specifications: [
        { name: 'Kepala', value: 'Monokuler, miring 45°' },
        { name: 'Lensa okuler', value: 'WF10x' },
        { name: 'Objektif', value: 'Akromatik 4x, 10x, 40x(S)' },
        { name: 'Perbesaran', value: '40x hingga 400x' },
        { name: 'Iluminasi', value: 'LED, isi ulang, hingga 30 jam' },
        { name: 'Berat', value: '2,4 kg' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Mikroskop epi-fluoresens tegak dengan sumber cahaya LED untuk pencitraan DAPI, FITC, dan TRITC.',
      long_description:
        'FL-600 menggantikan lampu merkuri dengan modul LED berumur panjang yang tidak memerlukan pemanasan maupun penyelarasan. Tiga kubus filter untuk fluoresens biru, hijau, dan merah sudah terpasang.\n\nKamera sensitivitas tinggi dan perangkat lunak pencitraan tersedia sebagai paket, dengan instalasi dan pelatihan oleh spesialis aplikasi RawLab.',
      meta_title: 'Optivue FL-600 Mikroskop Fluoresens LED | RawLab',
      meta_description:
        'Mikroskop fluoresens LED tegak dengan filter DAPI, FITC, dan TRITC serta objektif plan fluorit. Termasuk instalasi dan pelatihan.',
      tags: [
        'Epi-fluoresens LED, tanpa lampu merkuri',
        'Kubus filter DAPI, FITC, dan TRITC',
        'Objektif plan fluorit tak hingga',
        'Termasuk instalasi dan pelatihan',
      ],
      specifications: [
        { name: 'Kepala', value: 'Trinokuler, dapat dimiringkan secara ergonomis' },
        { name: 'Objektif', value: 'Plan fluorit 10x, 20x, 40x, 100x minyak' },
        { name: 'Fluoresens', value: '3 modul LED, turet filter 6 posisi' },
        { name: 'Kubus filter', value: 'DAPI, FITC, TRITC' },
        { name: 'Cahaya transmisi', value: 'LED Koehler 10 W' },
        { name: 'Port kamera', value: 'C-mount, 1x' },
        { name: 'Garansi', value: '3 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Sentrifus seukuran telapak tangan untuk memutar cepat tabung PCR dan mikrotube, termasuk dua rotor.',
      long_description:
        'CT-6 berputar hingga 6.000 rpm begitu tutupnya ditutup dan berhenti saat dibuka, sehingga mengumpulkan tetesan dari dinding tabung hanya butuh satu detik.\n\nDua rotor pasang-jepit menampung enam tabung 1,5/2,0 mL atau dua strip PCR 8 tabung. Alat ini senyap dan cukup kecil untuk diletakkan di samping setiap meja pemipetan.',
      meta_title: 'CentraTek CT-6 Mini Sentrifus | RawLab',
      meta_description:
        'Mini sentrifus seukuran telapak tangan, 6.000 rpm, dengan rotor untuk mikrotube dan strip PCR. Putaran cepat di setiap meja kerja.',
      tags: [
        'Mulai saat tutup ditutup, berhenti saat dibuka',
        'Termasuk dua rotor pasang-jepit',
        'Motor brushless yang senyap',
        'Tapak yang ringkas',
      ],
      specifications: [
        { name: 'Kecepatan maksimum', value: '6.000 rpm' },
        { name: 'RCF maksimum', value: '2.000 x g' },
        { name: 'Kapasitas', value: '6 x 1,5/2,0 mL atau 2 x strip PCR 8 tabung' },
        { name: 'Kebisingan', value: 'Di bawah 50 dB' },
        { name: 'Daya', value: 'Adaptor 12 V DC' },
        { name: 'Dimensi / berat', value: '130 x 150 x 110 mm / 0,6 kg' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description: 'Mikrosentrifus untuk 24 tabung hingga 15.000 rpm, untuk preparasi DNA, RNA, dan protein.',
      long_description:
        'CT-24 mencapai 21.380 x g dalam waktu kurang dari 15 detik, mencakup kit spin-column, pengendapan pelet, dan penjernihan. Tutup rotor kedap aerosol melindungi operator saat menangani sampel infeksius.\n\nKecepatan dapat diatur dalam rpm atau x g, dan tombol putaran singkat memberikan denyut cepat tanpa pemrograman.',
      meta_title: 'CentraTek CT-24 Mikrosentrifus Kecepatan Tinggi | RawLab',
      meta_description:
        'Mikrosentrifus kecepatan tinggi, 15.000 rpm dan 21.380 x g, rotor 24 tempat kedap aerosol untuk preparasi DNA, RNA, dan protein.',
      tags: [
        '15.000 rpm / 21.380 x g',
        'Tutup rotor kedap aerosol',
        'Pengaturan rpm atau RCF',
        'Deteksi ketidakseimbangan otomatis',
      ],
      specifications: [
        { name: 'Kecepatan maksimum', value: '15.000 rpm' },
        { name: 'RCF maksimum', value: '21.380 x g' },
        { name: 'Kapasitas', value: '24 x 1,5/2,0 mL' },
        { name: 'Pengatur waktu', value: '30 detik hingga 99 menit, atau kontinu' },
        { name: 'Akselerasi', value: 'Di bawah 15 detik hingga kecepatan penuh' },
        { name: 'Daya', value: '220 V AC, 50 Hz' },
        { name: 'Dimensi / berat', value: '240 x 290 x 230 mm / 8 kg' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Sentrifus benchtop kecepatan rendah dengan rotor swing-bucket dan sudut untuk tabung darah dan tabung konis 50 mL.',
      long_description:
        'CT-4000 adalah andalan laboratorium klinik dan rumah sakit, memisahkan serum dan plasma dari tabung pengambilan darah dalam beberapa menit.\n\nRotor swing-bucket dan sudut tetap dapat ditukar tanpa alat, dan kunci tutup, deteksi ketidakseimbangan, serta perlindungan kecepatan berlebih menjaga keselamatan pengguna.\n\nTeknisi RawLab melakukan instalasi dan pelatihan operator di lokasi.',
      meta_title: 'CentraTek CT-4000 Sentrifus Benchtop | RawLab',
      meta_description:
        'Sentrifus klinik benchtop, 4.000 rpm, rotor swing-bucket 4 x 100 mL untuk tabung darah dan tabung konis, dengan pelatihan di lokasi.',
      tags: [
        'Rotor swing-bucket dan sudut tetap',
        'Penggantian rotor tanpa alat',
        'Kunci tutup dan perlindungan ketidakseimbangan',
        '10 program tersimpan',
      ],
      specifications: [
        { name: 'Kecepatan maksimum', value: '4.000 rpm' },
        { name: 'RCF maksimum', value: '2.680 x g' },
        { name: 'Kapasitas maksimum', value: '4 x 100 mL' },
        { name: 'Rotor', value: 'Swing-bucket 4 x 100 mL; sudut 12 x 15 mL' },
        { name: 'Pengatur waktu', value: '1 menit hingga 99 menit' },
        { name: 'Daya', value: '220 V AC, 50 Hz, 350 W' },
        { name: 'Berat', value: '28 kg' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Sentrifus benchtop berpendingin kecepatan tinggi dari -20 hingga 40 °C untuk sampel yang peka suhu.',
      long_description:
        'CT-16R menjaga sampel tetap dingin pada kecepatan penuh, melindungi enzim, sel, dan asam nukleat. Pendinginan awal yang cepat mencapai 4 °C dalam sekitar delapan menit.\n\nPilihan rotor yang luas, dari mikrotube hingga botol 4 x 750 mL, mencakup pekerjaan biologi molekuler dan kultur sel dalam satu alat.\n\nDikirim bersama dokumen kualifikasi instalasi dan commissioning di lokasi.',
      meta_title: 'CentraTek CT-16R Sentrifus Berpendingin | RawLab',
      meta_description:
        'Sentrifus benchtop berpendingin, 16.500 rpm, -20 hingga 40 °C, rotor hingga 4 x 750 mL, dengan IQ/OQ dan commissioning di lokasi.',
      tags: [
        'Berpendingin dari -20 hingga 40 °C',
        'Pendinginan awal cepat ke 4 °C',
        'Pilihan rotor luas hingga 4 x 750 mL',
        'Dokumentasi IQ/OQ',
      ],
      specifications: [
        { name: 'Kecepatan maksimum', value: '16.500 rpm' },
        { name: 'RCF maksimum', value: '24.600 x g' },
        { name: 'Kapasitas maksimum', value: '4 x 750 mL' },
        { name: 'Rentang suhu', value: '-20 hingga 40 °C' },
        { name: 'Program', value: '99 program pengguna' },
        { name: 'Daya', value: '220 V AC, 50 Hz, 1,5 kW' },
        { name: 'Berat', value: '115 kg' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Spektrofotometer UV-Vis berkas ganda, 190 hingga 1100 nm, dengan lebar pita variabel dan perangkat lunak PC.',
      long_description:
        'Desain berkas ganda SP-1900 mengompensasi pergeseran lampu secara real time, memberikan stabilitas baseline yang sangat baik untuk kinetika dan pemindaian panjang.\n\nLebar pita spektral variabel dari 0,5 hingga 5 nm, opsi pengganti 8 sel, dan perangkat lunak yang siap 21 CFR Part 11 menjadikannya cocok untuk QC farmasi dan riset.\n\nInstalasi, IQ/OQ, dan pelatihan operator disediakan oleh RawLab.',
      meta_title: 'RawLab SP-1900 UV-Vis Berkas Ganda | RawLab',
      meta_description:
        'Spektrofotometer UV-Vis berkas ganda, 190 hingga 1100 nm, lebar pita variabel, dan perangkat lunak siap Part 11, dengan IQ/OQ dan pelatihan.',
      tags: [
        'Optik berkas ganda untuk stabilitas baseline',
        'Lebar pita variabel 0,5 hingga 5 nm',
        'Perangkat lunak PC siap 21 CFR Part 11',
        'Opsi pengganti 8 sel',
      ],
      specifications: [
        { name: 'Rentang panjang gelombang', value: '190 hingga 1100 nm' },
        { name: 'Lebar pita spektral', value: '0,5, 1, 2, 5 nm' },
        { name: 'Akurasi panjang gelombang', value: '±0,3 nm' },
        { name: 'Rentang fotometrik', value: '-4 hingga 4 Abs' },
        { name: 'Cahaya sesatan', value: 'Di bawah 0,03%T pada 220 nm' },
        { name: 'Sumber cahaya', value: 'Deuterium dan tungsten-halogen' },
        { name: 'Antarmuka', value: 'USB, perangkat lunak kendali PC' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Spektrofotometer UV-Vis berkas tunggal yang berdiri sendiri dengan layar sentuh dan metode kuantitatif bawaan.',
      long_description:
        'SP-1600 menjalankan metode fotometrik, kuantitatif, kinetik, dan pemindaian tanpa PC. Layar sentuh 7 inci menampilkan spektrum dan kurva kalibrasi langsung di alat.\n\nAlat ini andalan serbaguna untuk laboratorium air, pangan, lingkungan, dan pendidikan.',
      meta_title: 'RawLab SP-1600 Spektrofotometer UV-Vis | RawLab',
      meta_description:
        'Spektrofotometer UV-Vis mandiri, 190 hingga 1100 nm, dengan layar sentuh serta metode kuantitatif, kinetik, dan pemindaian bawaan.',
      tags: [
        'Mandiri dengan layar sentuh 7 inci',
        'Mode fotometrik, kuantitatif, kinetik, dan pemindaian',
        'Lampu deuterium dan tungsten',
        'Ekspor spektrum dan hasil melalui USB',
      ],
      specifications: [
        { name: 'Rentang panjang gelombang', value: '190 hingga 1100 nm' },
        { name: 'Lebar pita spektral', value: '2 nm' },
        { name: 'Akurasi panjang gelombang', value: '±0,5 nm' },
        { name: 'Akurasi fotometrik', value: '±0,3%T' },
        { name: 'Rentang fotometrik', value: '-0,3 hingga 3 Abs' },
        { name: 'Layar', value: 'Layar sentuh berwarna 7 inci' },
        { name: 'Daya', value: '220 V AC, 50 Hz' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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
    indonesian: {
      short_description:
        'Spektrofotometer sinar tampak yang terjangkau, 325 hingga 1000 nm, untuk uji kolorimetri rutin.',
      long_description:
        'SP-720 mencakup rentang sinar tampak dengan lampu tungsten berumur panjang dan lebar pita 4 nm, ideal untuk uji air kolorimetri, warna pangan, dan percobaan pendidikan.\n\nKurva standar tersimpan dan papan tombol sederhana membuat uji berulang cepat dilakukan oleh operator dengan tingkat keahlian apa pun.',
      meta_title: 'RawLab SP-720 Spektrofotometer Sinar Tampak | RawLab',
      meta_description:
        'Spektrofotometer sinar tampak, 325 hingga 1000 nm, dengan kurva standar tersimpan untuk uji kolorimetri air, pangan, dan pendidikan.',
      tags: [
        'Rentang sinar tampak 325 hingga 1000 nm',
        'Kurva standar tersimpan',
        'Pengoperasian papan tombol sederhana',
      ],
      specifications: [
        { name: 'Rentang panjang gelombang', value: '325 hingga 1000 nm' },
        { name: 'Lebar pita spektral', value: '4 nm' },
        { name: 'Akurasi panjang gelombang', value: '±1 nm' },
        { name: 'Rentang fotometrik', value: '0 hingga 2 Abs' },
        { name: 'Sumber cahaya', value: 'Lampu tungsten-halogen' },
        { name: 'Daya', value: '220 V AC, 50 Hz' },
        { name: 'Garansi', value: '1 tahun' },
      ],
    },
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
    indonesian: {
      short_description: 'Mengukur DNA, RNA, dan protein dari sampel 1 µL tanpa kuvet, dalam sekitar lima detik.',
      long_description:
        'SP-MV2 menahan tetesan 1 µL di antara dua pedestal optik, sehingga sampel asam nukleat dan protein yang berharga diukur tanpa pengenceran dan tanpa kuvet.\n\nMetode bawaan untuk dsDNA, RNA, oligo, dan protein A280 langsung melaporkan konsentrasi dan rasio kemurnian.',
      meta_title: 'RawLab SP-MV2 Spektrofotometer Mikrovolume | RawLab',
      meta_description:
        'Spektrofotometer UV-Vis mikrovolume yang mengukur DNA, RNA, dan protein dari 1 µL dalam sekitar lima detik, tanpa kuvet.',
      tags: [
        'Sampel 1 µL, tanpa kuvet',
        'Hasil dalam sekitar 5 detik',
        'Metode asam nukleat dan protein',
        'Rasio kemurnian A260/280 dan A260/230',
      ],
      specifications: [
        { name: 'Volume sampel', value: '0,5 hingga 2 µL' },
        { name: 'Rentang panjang gelombang', value: '190 hingga 850 nm' },
        { name: 'Rentang dsDNA', value: '2 hingga 15.000 ng/µL' },
        { name: 'Waktu pengukuran', value: 'Di bawah 5 detik' },
        { name: 'Sumber cahaya', value: 'Lampu kilat xenon' },
        { name: 'Layar', value: 'Layar sentuh 7 inci' },
        { name: 'Garansi', value: '2 tahun' },
      ],
    },
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

/** The demo products with their procurement data (procurement-data.ts). */
export const seedProducts: SeedProduct[] = demoProducts.map((product) => withProcurement(product));

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
