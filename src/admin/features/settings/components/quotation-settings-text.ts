/** The formal quotation card's title and description, drawn by the card and by its frame before it loads. */
export const QUOTATION_CARD_TITLE = 'Penawaran resmi';
export const QUOTATION_CARD_DESCRIPTION =
  'Kop surat, pajak, rekening dan ketentuan bawaan pada surat penawaran harga (PDF dan halaman pembeli).';
