import type { Lang } from '#shared/i18n/lang.ts';
import type { QuoteLineStatus } from '#shared/quote/request.ts';

/** The quote list's words (the page, its rows and panels) in each language; Indonesian is the original. */
export const QUOTE_TEXT = {
  id: {
    fields: {
      name: 'Nama',
      institution: 'Instansi / perusahaan',
      phone: 'Telepon / WhatsApp',
      city: 'Kota',
      email: 'Email (untuk penawaran resmi)',
    },
    offline:
      'Anda sedang offline: permintaan belum terkirim. Periksa koneksi internet, lalu tekan kirim lagi (verifikasi keamanan tidak perlu diulang).',
    unreachable:
      'Server tidak dapat dihubungi: permintaan belum terkirim. Periksa koneksi, lalu tekan kirim lagi (verifikasi keamanan tidak perlu diulang).',
    details: 'Lengkapi data pemohon: nama, serta telepon/WhatsApp atau email.',
    failure: 'Gagal mengirim, coba lagi.',
    serverError: 'Terjadi error server. Periksa koneksi lalu coba lagi.',
    itemsTitle: 'Produk dalam daftar',
    pricesFailed: 'Harga terbaru belum dapat dimuat. Harga tetap dihitung ulang oleh server saat permintaan dikirim.',
    total: 'Total perkiraan (stok tersedia)',
    leftOut: (amount: string, lines: number) =>
      `Di luar total${amount ? `: ${amount}` : ''}, ${lines} produk ditandai di atas (diminta melebihi stok, stok habis, atau tidak tersedia lagi). Harga dan waktu indennya dikonfirmasi tim kami dalam penawaran.`,
    moreThanStock:
      'Anda boleh meminta lebih dari stok yang tersedia. Total menghitung jumlah yang ada di stok saat ini; harga dan stok dibaca ulang saat permintaan dikirim.',
    applicant: 'Data pemohon',
    needed: 'Wajib: nama, serta telepon/WhatsApp atau email agar penawaran dapat kami kirim. Lainnya opsional.',
    notes: 'Catatan',
    notesPlaceholder: 'Mis. kebutuhan kalibrasi, jadwal pengiriman, nomor anggaran',
    captcha: 'Verifikasi keamanan',
    /** The check's own label (ALTCHA's Indonesian text), shown before its code has loaded. */
    captchaLabel: 'Saya bukan robot',
    sending: 'Mengirim...',
    send: 'Kirim permintaan via WhatsApp',
    sendNote:
      'Permintaan disimpan oleh tim kami lebih dulu, lalu WhatsApp terbuka dengan pesan berisi semua produk dan nomor referensi.',
    flags: {
      limited: 'diminta melebihi stok (sisanya inden)',
      out_of_stock: 'stok habis',
      unavailable: 'tidak tersedia lagi di katalog',
    },
    flagCount: (count: number, words: string) => `${count} produk ${words}`,
    sent: 'Permintaan terkirim',
    reference: 'Nomor referensi',
    sentLead: (lines: number, total: string) =>
      `${lines} produk, total ${total}. Tim kami sudah menerima permintaan ini; WhatsApp terbuka di tab baru dengan pesan lengkapnya.`,
    sentFlagged: (flagged: string) => ` Di luar total: ${flagged}; tim kami mengonfirmasi harga dan waktu indennya.`,
    openWhatsApp: 'Buka WhatsApp',
    letter: 'Lihat surat penawaran (PDF)',
    backToCatalogue: 'Kembali ke katalog',
    empty: 'Daftar penawaran masih kosong',
    emptyLead: 'Pilih produk di katalog lalu tekan ‘Tambah ke penawaran’. Semua produk dikirim dalam satu permintaan.',
    browse: 'Lihat katalog produk',
    loading: 'Memuat daftar penawaran',
    removed: (name: string) => `${name} dihapus dari daftar.`,
    undo: 'Urungkan',
    perUnit: '/ unit',
    decrease: (name: string) => `Kurangi jumlah ${name}`,
    increase: (name: string) => `Tambah jumlah ${name}`,
    quantityOf: (name: string) => `Jumlah ${name}`,
    inTotal: (amount: string) => `Dalam total: ${amount}`,
    notInTotal: 'Di luar total',
    remove: (name: string) => `Hapus ${name} dari daftar`,
    removeTitle: 'Hapus',
  },
  en: {
    fields: {
      name: 'Name',
      institution: 'Institution / company',
      phone: 'Phone / WhatsApp',
      city: 'City',
      email: 'Email (for the official quotation)',
    },
    offline:
      'You are offline: the request has not been sent. Check your internet connection, then press send again (no need to repeat the security check).',
    unreachable:
      'The server cannot be reached: the request has not been sent. Check your connection, then press send again (no need to repeat the security check).',
    details: 'Complete your details: your name, and a phone/WhatsApp number or an email address.',
    failure: 'Could not send, please try again.',
    serverError: 'A server error occurred. Check your connection and try again.',
    itemsTitle: 'Products on the list',
    pricesFailed: 'The latest prices could not be loaded. The server still prices the request when it is sent.',
    total: 'Estimated total (in stock)',
    leftOut: (amount: string, lines: number) =>
      `Not in the total${amount ? `: ${amount}` : ''}, ${lines} ${lines === 1 ? 'product' : 'products'} flagged above (more than the stock, out of stock, or no longer available). Our team confirms their price and delivery time in the quotation.`,
    moreThanStock:
      'You may ask for more than the stock. The total counts what is in stock now; prices and stock are read again when the request is sent.',
    applicant: 'Your details',
    needed:
      'Required: your name, and a phone/WhatsApp number or an email so we can send the quotation. The rest is optional.',
    notes: 'Notes',
    notesPlaceholder: 'E.g. calibration needs, delivery schedule, budget number',
    captcha: 'Security check',
    captchaLabel: "I'm not a robot",
    sending: 'Sending...',
    send: 'Send request via WhatsApp',
    sendNote:
      'Our team stores the request first, then WhatsApp opens with a message listing every product and the reference number.',
    flags: {
      limited: 'requested beyond the stock (the rest back-ordered)',
      out_of_stock: 'out of stock',
      unavailable: 'no longer in the catalogue',
    },
    flagCount: (count: number, words: string) => `${count} ${count === 1 ? 'product' : 'products'} ${words}`,
    sent: 'Request sent',
    reference: 'Reference number',
    sentLead: (lines: number, total: string) =>
      `${lines} ${lines === 1 ? 'product' : 'products'}, total ${total}. Our team has received this request; WhatsApp opened in a new tab with the full message.`,
    sentFlagged: (flagged: string) => ` Not in the total: ${flagged}; our team confirms their price and delivery time.`,
    openWhatsApp: 'Open WhatsApp',
    letter: 'See the quotation letter (PDF)',
    backToCatalogue: 'Back to the catalogue',
    empty: 'Your quote list is empty',
    emptyLead: 'Choose products in the catalogue and press ‘Add to quote’. All of them are sent in one request.',
    browse: 'Browse the product catalogue',
    loading: 'Loading the quote list',
    removed: (name: string) => `${name} removed from the list.`,
    undo: 'Undo',
    perUnit: '/ unit',
    decrease: (name: string) => `Decrease the quantity of ${name}`,
    increase: (name: string) => `Increase the quantity of ${name}`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    inTotal: (amount: string) => `In the total: ${amount}`,
    notInTotal: 'Not in the total',
    remove: (name: string) => `Remove ${name} from the list`,
    removeTitle: 'Remove',
  },
} as const satisfies Record<
  Lang,
  { flags: Record<Exclude<QuoteLineStatus, 'available'>, string> } & Record<string, unknown>
>;
